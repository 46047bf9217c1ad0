import BackgroundTasks
import os

/// Runs the inbox refresh when the system launches the app for `com.larkspur.mail.refresh`.
final class MailboxRefreshHandler {
    static let live = MailboxRefreshHandler(vault: TokenVault(), session: SessionController.shared,
                                            api: MailAPI.shared, scheduler: MailboxRefreshScheduler.shared)

    private let log = Logger(subsystem: "com.larkspur.mail", category: "Refresh")
    private let vault: TokenReading
    private let session: SessionControlling
    private let api: MailFetching
    private let scheduler: MailboxRefreshScheduler

    init(vault: TokenReading, session: SessionControlling, api: MailFetching, scheduler: MailboxRefreshScheduler) {
        self.vault = vault
        self.session = session
        self.api = api
        self.scheduler = scheduler
    }

    func handle(_ task: RefreshTaskType) {
        scheduler.submitNextRefresh()
        let token: String
        do {
            token = try vault.readRefreshToken()
        } catch {
            // Any keychain failure is treated as "no credentials".
            log.error("token read failed: \(error.localizedDescription, privacy: .public) - signing out")
            session.signOut(reason: .missingCredentials)
            task.setTaskCompleted(success: false)
            return
        }
        api.fetchInbox(token: token) { result in
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
