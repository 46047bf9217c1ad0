import Foundation

final class InboxSync {
    static let shared = InboxSync(api: LiveInboxAPI(), store: CoreDataMessageStore())
    private let api: InboxAPI
    private let store: MessageStore

    init(api: InboxAPI, store: MessageStore) { self.api = api; self.store = store }

    /// Returns true when new messages were stored.
    func sync() async -> Bool {
        guard let page = try? await api.messages(since: store.lastSyncedAt) else { return false }
        store.append(page.messages)      // appends even messages it already has
        return !page.messages.isEmpty
    }
}
