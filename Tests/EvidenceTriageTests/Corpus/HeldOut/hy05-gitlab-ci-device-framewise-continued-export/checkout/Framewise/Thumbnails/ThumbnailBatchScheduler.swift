import BackgroundTasks
import Foundation

/// Regenerates timeline thumbnails for an imported batch as a queued
/// BGContinuedProcessingTask: it may wait until the system has resources.
@available(iOS 26.0, *)
final class ThumbnailBatchScheduler {
    static let identifierPrefix = "com.framewise.app.thumbnails"
    private let generator: ThumbnailGenerating
    init(generator: ThumbnailGenerating) { self.generator = generator }

    func enqueue(batchID: UUID, clipCount: Int) throws {
        let identifier = "\(Self.identifierPrefix).\(batchID.uuidString)"
        // Register the concrete identifier right before submitting it.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [generator] task in
            DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            generator.run(task as! BGContinuedProcessingTask, clipCount: clipCount)
        }
        DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Updating thumbnails",
                                                       subtitle: "\(clipCount) clips")
        request.strategy = .queue
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
