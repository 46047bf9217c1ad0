import BackgroundTasks
import Foundation

/// Runs queued exports under BGContinuedProcessingTask (iOS 26), one task per batch.
final class ExportCoordinator {
    static let identifierPrefix = "com.brindle.app.export"   // Info.plist permits "com.brindle.app.export.*"
    private let scheduler: TaskScheduling
    private let queue: ExportQueue

    init(scheduler: TaskScheduling, queue: ExportQueue) {
        self.scheduler = scheduler
        self.queue = queue
    }

    func submitNextBatch() throws {
        guard !queue.isEmpty else { return }
        let request = BGContinuedProcessingTaskRequest(identifier: "\(Self.identifierPrefix).\(UUID().uuidString)",
                                                       title: "Exporting videos", subtitle: "\(queue.count) remaining")
        request.strategy = .fail
        try scheduler.submit(request)
    }

    func handle(task: ContinuedTaskProtocol) {
        task.expirationHandler = { [weak self] in
            self?.queue.pauseCurrent()
            task.setTaskCompleted(success: false)
            try? self?.submitNextBatch()          // resubmit what is left
        }
        queue.runBatch(progress: task.progress) { [weak self] finishedAll in
            task.setTaskCompleted(success: finishedAll)
            _ = self                               // remaining items wait for the next foreground launch
        }
    }
}
