import Foundation

final class QuotaSyncJob {
    let api: QuotaAPI; let store: QuotaStore; let cursor: Cursor
    init(api: QuotaAPI, store: QuotaStore, cursor: Cursor) { self.api = api; self.store = store; self.cursor = cursor }

    func run() async throws {
        var next: String? = cursor.value
        repeat {
            let page = try await api.page(after: next)
            cursor.value = page.id            // committed before the page is saved
            try store.save(page.items)
            next = page.nextID
        } while next != nil
    }
}
