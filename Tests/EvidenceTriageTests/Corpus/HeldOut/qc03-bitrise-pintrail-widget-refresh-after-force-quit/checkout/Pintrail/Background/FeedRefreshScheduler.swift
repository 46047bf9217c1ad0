import BackgroundTasks
import os

enum FeedRefreshScheduler {
    static let identifier = "com.pintrail.reader.feedrefresh"
    private static let log = Logger(subsystem: "com.pintrail.reader", category: "refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
        log.info("register \(identifier, privacy: .public) -> \(ok)")
    }

    static func schedule(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
            log.info("submitted \(identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
        schedule()
        let op = FeedSyncOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = {
            WidgetSnapshotWriter.write(from: op.result)
            UnreadNotifier.postIfNeeded(op.result)
            task.setTaskCompleted(success: !op.isCancelled)
        }
        OperationQueue.main.addOperation(op)
    }
}
