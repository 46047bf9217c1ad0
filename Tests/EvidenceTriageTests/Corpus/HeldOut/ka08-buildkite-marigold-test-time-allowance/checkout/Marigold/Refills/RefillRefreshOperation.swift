import BackgroundTasks
import Foundation

/// Work behind com.marigold.rx.refill-refresh (BGAppRefreshTask).
final class RefillRefreshOperation {
    private let renewer: TokenRenewer
    private let api: RefillAPI
    private let store: RefillStore

    init(renewer: TokenRenewer, api: RefillAPI, store: RefillStore) {
        self.renewer = renewer
        self.api = api
        self.store = store
    }

    /// Called from the task's launch handler, and by the tests on the main thread.
    func run() -> Bool {
        guard let token = try? renewer.renewBlocking() else { return false }
        guard let refills = try? api.dueRefillsBlocking(token: token) else { return false }
        store.replace(with: refills)
        return true
    }
}
