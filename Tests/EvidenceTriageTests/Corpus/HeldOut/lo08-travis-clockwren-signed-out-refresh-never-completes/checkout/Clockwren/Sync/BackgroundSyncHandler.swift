import BackgroundTasks
import Foundation

protocol RefreshTask: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}

final class BackgroundSyncHandler {
    static let identifier = "com.clockwren.sync.refresh"

    private let session: AccountSession
    private let sync: TimeEntrySyncing
    private let scheduler: BackgroundSyncScheduling

    init(session: AccountSession, sync: TimeEntrySyncing, scheduler: BackgroundSyncScheduling) {
        self.session = session
        self.sync = sync
        self.scheduler = scheduler
    }

    func handle(_ task: RefreshTask) {
        guard session.isSignedIn else {
            // CW-930: never sync time entries after the user signed out.
            NSLog("[Sync] background refresh skipped: no signed-in user")
            return
        }
        scheduler.scheduleNext()
        let operation = sync.pushPendingEntries { ok in
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = {
            operation.cancel()
            task.setTaskCompleted(success: false)
        }
    }
}
