import BackgroundTasks
import os

enum FeedRefreshTask {
    static let identifier = "com.bramblecast.app.feed-refresh"
    private static let log = Logger(subsystem: "com.bramblecast.app", category: "Background")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed, error: nil)
        log.info("registered \(identifier, privacy: .public): \(ok)")
    }

    static func handle(_ task: BGAppRefreshTask) {
        let op = FeedRefreshOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
        OperationQueue.main.addOperation(op)
    }
}
