import Foundation
import os

actor InboxSyncService {
    static let shared = InboxSyncService(api: MailboxAPI.live, store: .shared)

    private let api: MailboxAPI
    private let store: InboxStore
    private let log = Logger(subsystem: "com.sandpiperhq.mail", category: "sync")

    init(api: MailboxAPI, store: InboxStore) {
        self.api = api
        self.store = store
    }

    /// Pulls the mailbox delta up to `cursor` and commits items + cursor in one transaction.
    @discardableResult
    func pull(through cursor: String? = nil) async throws -> Bool {
        let since = await store.cursor
        let delta = try await api.delta(mailbox: "mbx-204", since: since, through: cursor)
        guard !delta.items.isEmpty || delta.cursor != since else { return false }
        try await store.commit(items: delta.items, cursor: delta.cursor)
        log.info("pulled \(delta.items.count) items, cursor \(delta.cursor, privacy: .public)")
        return true
    }
}
