import Foundation

/// Pulls the reading list and stores it. Runs from the app-refresh task and from pull-to-refresh.
final class ReadingListSyncJob {
    private let api: ReadingListAPI
    private let store: ReadingListStore

    init(api: ReadingListAPI, store: ReadingListStore) {
        self.api = api
        self.store = store
    }

    func run() async throws {
        let cursor = store.cursor
        let page = try await api.fetchItems(after: cursor)
        // Items are appended as they come; the cursor is only advanced when the
        // server sends one, and the stub (like the real API on an unchanged list) sends none.
        for item in page.items {
            store.append(item)
        }
        if let next = page.nextCursor {
            store.cursor = next
        }
    }
}
