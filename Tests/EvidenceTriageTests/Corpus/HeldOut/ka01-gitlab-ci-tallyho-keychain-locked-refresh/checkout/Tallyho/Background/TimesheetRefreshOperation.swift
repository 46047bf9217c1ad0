import BackgroundTasks
import Foundation

protocol TimesheetStore: AnyObject {
    var count: Int { get }
    func merge(_ entries: [TimesheetEntry])
    func removeAll()
}

protocol TimesheetAPI {
    func fetchChanges(accessToken: String) async throws -> [TimesheetEntry]
}

/// Work done by the com.tallyho.app.timesheet-refresh BGAppRefreshTask.
final class TimesheetRefreshOperation {
    private let vault: TokenVault
    private let api: TimesheetAPI
    private let store: TimesheetStore
    private let session: SessionState

    init(vault: TokenVault, api: TimesheetAPI, store: TimesheetStore, session: SessionState) {
        self.vault = vault
        self.api = api
        self.store = store
        self.session = session
    }

    static func run(for task: BGAppRefreshTask) {
        let operation = TimesheetRefreshOperation(vault: TokenVault(), api: LiveTimesheetAPI.shared,
                                                  store: CoreDataTimesheetStore.shared, session: .shared)
        let work = Task {
            let ok = await operation.refresh()
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
        AppDelegate.scheduleTimesheetRefresh()
    }

    func refresh() async -> Bool {
        let token: String
        do {
            token = try vault.readAccessToken()
        } catch {
            // Treat any keychain failure as a signed-out user.
            session.signOut()
            store.removeAll()
            return false
        }
        do {
            let changes = try await api.fetchChanges(accessToken: token)
            store.merge(changes)
            return true
        } catch {
            return false
        }
    }
}
