import BackgroundTasks
import OSLog
import RealmSwift

enum RefreshScheduler {
    static let taskID = "com.tidemark.app.predictions-refresh"
    static let queue: OperationQueue = {
        let q = OperationQueue()
        q.name = "com.tidemark.refresh"
        q.maxConcurrentOperationCount = 1
        return q
    }()
    private static let log = Logger(subsystem: "com.tidemark.app", category: "refresh")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            Diagnostics.record(taskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(taskID, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        log.info("registered \(taskID, privacy: .public): \(ok)")
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: taskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            log.info("submitted \(taskID, privacy: .public)")
        } catch {
            Diagnostics.record(taskID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            log.error("refresh submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let op = StationRefreshOperation(realm: try! TideStore.open())
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
        queue.addOperation(op)
    }
}
