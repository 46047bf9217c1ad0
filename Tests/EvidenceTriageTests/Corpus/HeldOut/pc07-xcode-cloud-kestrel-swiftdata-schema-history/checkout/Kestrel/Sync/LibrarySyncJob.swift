import Foundation

struct LibrarySyncJob {
    let api: LibraryAPI
    let store: SyncStore
    var failingInsertAfter: Int? = nil

    func runOnePage() async throws {
        let page = try await api.fetchPage(after: store.cursor)
        store.cursor = page.nextCursor
        try store.insert(page.books, failingAfter: failingInsertAfter)
    }
}
