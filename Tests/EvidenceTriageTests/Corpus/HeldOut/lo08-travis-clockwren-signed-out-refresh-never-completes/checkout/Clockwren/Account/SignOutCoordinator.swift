import BackgroundTasks
import Foundation

protocol TaskRequestCancelling: AnyObject {
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskRequestCancelling {}

final class SignOutCoordinator {
    private let session: AccountSession
    private let store: TimeEntryStore
    private let scheduler: TaskRequestCancelling

    init(session: AccountSession, store: TimeEntryStore, scheduler: TaskRequestCancelling = BGTaskScheduler.shared) {
        self.session = session
        self.store = store
        self.scheduler = scheduler
    }

    func signOut() {
        session.clearCredentials()
        store.deleteAll()
        NotificationCenter.default.post(name: .clockwrenDidSignOut, object: nil)
    }
}
