import Foundation

final class LedgerSyncJob {
    let api: LedgerAPI; let store: LedgerStore
    init(api: LedgerAPI, store: LedgerStore) { self.api = api; self.store = store }

    func run() async throws {
        var cursor = store.cursor
        while let page = try await api.page(after: cursor) {
            store.cursor = page.next            // saved before the batch is committed
            try store.commit(page.entries)
            cursor = page.next
        }
    }
}
