import BackgroundTasks
import Foundation

/// Starts album exports as BGContinuedProcessingTasks so they survive backgrounding.
final class ExportScheduler {
    static let shared = ExportScheduler()

    var scheduler: BGTaskScheduler = .shared
    var onLaunch: ((String) -> Void)?          // test hook
    private let diagnostics = DiagnosticRecorder.shared
    private var jobs: [String: AlbumExportJob] = [:]

    func registerExportHandler() {
        let ok = scheduler.register(forTaskWithIdentifier: TaskIDs.exportWildcard, using: nil) { [weak self] task in
            guard let self, let task = task as? BGContinuedProcessingTask else {
                task.setTaskCompleted(success: false)
                return
            }
            self.diagnostics.record(identifier: task.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            self.onLaunch?(task.identifier)
            self.run(task)
        }
        diagnostics.record(identifier: TaskIDs.exportWildcard, kind: .processing, phase: .registration,
                           outcome: ok ? .succeeded : .failed)
    }

    /// Submits an export for `album`. `.fail` is used when the user taps "Export now".
    func submitExport(for album: Album,
                      strategy: BGContinuedProcessingTaskRequest.SubmissionStrategy) throws -> String {
        let identifier = "\(TaskIDs.exportPrefix).album-\(album.shortID)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Exporting \(album.title)",
                                                       subtitle: "\(album.assetCount) photos")
        request.strategy = strategy
        jobs[identifier] = AlbumExportJob(album: album)
        do {
            try scheduler.submit(request)
            diagnostics.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            diagnostics.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .failed,
                               error: error)
            throw error
        }
        return identifier
    }

    private func run(_ task: BGContinuedProcessingTask) {
        guard let job = jobs[task.identifier] else {
            task.setTaskCompleted(success: false)
            return
        }
        task.progress.totalUnitCount = Int64(job.album.assetCount)
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run { done in task.progress.completedUnitCount = Int64(done) }
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
