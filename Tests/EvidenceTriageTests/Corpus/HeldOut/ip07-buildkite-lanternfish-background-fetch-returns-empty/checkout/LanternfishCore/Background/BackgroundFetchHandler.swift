import BackgroundTasks
import Foundation

/// Wakes the IMAP core for a short slot to pick up new mail while the app
/// is in the background.
public final class BackgroundFetchHandler {
    public static let identifier = "org.lanternfish.ios.fetch"
    /// iOS gives an app-refresh task roughly 30 s; we stop well before that.
    static let slot: Duration = .seconds(10)

    private let accounts: AccountsController
    private let clock: any Clock<Duration>

    public init(accounts: AccountsController, clock: any Clock<Duration>) {
        self.accounts = accounts
        self.clock = clock
    }

    public func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 10 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecords.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            TaskRecords.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    public func handle(_ task: RefreshTaskProtocol) {
        TaskRecords.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
        schedule()
        let work = Task {
            accounts.startIO()
            // Fixed slot: start IO, give it ten seconds, stop IO.
            try? await clock.sleep(for: Self.slot)
            accounts.stopIO()
            try? await clock.sleep(for: .seconds(1))
        }
        task.expirationHandler = { work.cancel(); self.accounts.stopIO() }
        Task {
            await work.value
            TaskRecords.shared.record(Self.identifier, .appRefresh, .completion, .succeeded)
            task.setTaskCompleted(success: true)
        }
    }
}
