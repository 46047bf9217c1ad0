import BackgroundTasks
import Foundation
import os

/// Work behind com.pinwheel.mail.refresh (BGAppRefreshTask, ~30 s of runtime):
/// fetch new mail for every account, refresh the chat list, update the badge.
final class BackgroundFetcher {
    static let shared = BackgroundFetcher(store: .shared, imap: .live)
    /// Leave headroom inside the ~30 s the system gives a refresh task.
    static let budget: TimeInterval = 20

    private let store: MailStore
    private let imap: IMAPClient
    private let log = Logger(subsystem: "com.pinwheel.mail", category: "Fetch")

    init(store: MailStore, imap: IMAPClient) {
        self.store = store
        self.imap = imap
    }

    func run(_ task: BGAppRefreshTask) {
        let work = Task { await fetch() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = await work.value
            task.setTaskCompleted(success: ok)
        }
    }

    /// Returns when all accounts were fetched and the chat list was rebuilt.
    @discardableResult
    func fetch() async -> Bool {
        let started = Date()
        guard await imap.fetchNewMessages(into: store) else { return false }
        let queryStart = Date()
        _ = store.chatList()          // SELECT … over msgs joined with sync_log
        let query = Date().timeIntervalSince(queryStart)
        print(String(format: "[Fetch] chatlist query took %.2f s (db %@)", query, store.fileSizeDescription))
        store.updateBadge()
        log.notice("background fetch done in \(Date().timeIntervalSince(started), format: .fixed(precision: 2)) s")
        return true
    }
}
