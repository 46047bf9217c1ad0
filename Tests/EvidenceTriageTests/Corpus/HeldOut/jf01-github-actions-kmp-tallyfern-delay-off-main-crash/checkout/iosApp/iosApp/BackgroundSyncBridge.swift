import Foundation
import BackgroundTasks
import shared

/// Anything the launch handler needs from a task; BGAppRefreshTask conforms,
/// tests pass a fake so they can drive the handler without the scheduler.
protocol RefreshTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

final class BackgroundSyncBridge {
    private let entryPoint: IosSyncEntryPoint

    init(entryPoint: IosSyncEntryPoint = IosSyncEntryPoint(job: SharedGraph().receiptSyncJob())) {
        self.entryPoint = entryPoint
    }

    func handle(task: RefreshTaskProtocol) {
        TaskEventRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .launch, succeeded: true)
        task.expirationHandler = {
            TaskEventRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .expiration, succeeded: false)
        }
        scheduleNext()
        // Runs the shared Kotlin job synchronously on the handler's queue.
        let ok = entryPoint.runBlockingSync()
        TaskEventRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .completion, succeeded: ok)
        task.setTaskCompleted(success: ok)
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.receiptSyncTaskId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskEventRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission, succeeded: true)
        } catch {
            let ns = error as NSError
            TaskEventRecorder.shared.record(identifier: request.identifier, kind: .appRefresh, phase: .submission,
                                            succeeded: false, errorType: "\(ns.domain):\(ns.code)")
            NSLog("[Tallyfern] receipt-sync submit failed: %@", ns)
        }
    }
}
