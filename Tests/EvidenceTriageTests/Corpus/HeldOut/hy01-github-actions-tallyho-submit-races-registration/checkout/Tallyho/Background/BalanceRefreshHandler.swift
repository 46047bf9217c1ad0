import BackgroundTasks
import Foundation

extension Notification.Name {
    static let balanceRefreshDidRun = Notification.Name("BalanceRefreshDidRun")
}

/// Handles the `balance-refresh` app refresh task: pulls group balances and
/// schedules the next refresh before completing.
final class BalanceRefreshHandler {
    static let shared = BalanceRefreshHandler(syncer: BalanceSyncer.live)

    private let syncer: BalanceSyncing
    init(syncer: BalanceSyncing) { self.syncer = syncer }

    func handle(task: RefreshTaskType) {
        DiagnosticsRecorder.shared.record(BackgroundTaskScheduler.balanceRefreshIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        BackgroundTaskScheduler.tryScheduleWorker()

        let operation = syncer.makeSyncOperation()
        task.expirationHandler = { operation.cancel() }
        operation.completionBlock = {
            let ok = !operation.isCancelled
            DiagnosticsRecorder.shared.record(BackgroundTaskScheduler.balanceRefreshIdentifier, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .cancelled)
            NotificationCenter.default.post(name: .balanceRefreshDidRun, object: nil)
            task.setTaskCompleted(success: ok)
        }
        syncer.queue.addOperation(operation)
    }
}

/// Lets tests hand the handler a fake task; `BGAppRefreshTask` conforms.
protocol RefreshTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskType {}
