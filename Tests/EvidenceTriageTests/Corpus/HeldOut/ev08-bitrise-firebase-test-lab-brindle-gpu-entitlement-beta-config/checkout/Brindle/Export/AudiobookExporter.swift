import BackgroundTasks
import EvidenceRecorder

/// Renders an article to an audiobook with the on-device voice model (Metal) and keeps
/// going in the background through a BGContinuedProcessingTask that asks for the GPU.
final class AudiobookExporter {
    static let identifierPrefix = "com.brindle.reader.export"   // Info.plist permits com.brindle.reader.export.*
    private let renderer: VoiceRenderer
    private let recorder: EvidenceRecorder
    @Published private(set) var status = "idle"

    init(renderer: VoiceRenderer, recorder: EvidenceRecorder) {
        self.renderer = renderer
        self.recorder = recorder
    }

    func start(book: Book) {
        let id = try! TaskIdentifier("\(Self.identifierPrefix).\(book.shortID)")
        BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { [weak self] task in
            self?.run(task as! BGContinuedProcessingTask, book: book)
        }
        let request = BGContinuedProcessingTaskRequest(identifier: id.rawValue,
                                                       title: "Exporting “\(book.title)”",
                                                       subtitle: "Chapter 1 of \(book.chapters.count)")
        request.strategy = .fail
        request.requiredResources = .gpu
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
            status = "exporting"
        } catch let error as NSError {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            status = "Export paused: background processing refused (\(error.domain) \(error.code))"
            renderInForegroundWindow(book: book)
        }
    }

    private func renderInForegroundWindow(book: Book) {
        // Fallback: render while the app is active; UIApplication background time covers a short tail.
        Task {
            do {
                try await renderer.render(book)
                status = "exported"
            } catch {
                status = "Export failed: \(error.localizedDescription)"
            }
        }
    }

    private func run(_ task: BGContinuedProcessingTask, book: Book) { /* … */ }
}
