import Foundation

/// Pulls the household pantry from the server one page at a time.
/// Runs inside the `com.tallowfen.pantry.refresh` app-refresh task and from pull-to-refresh.
final class PantrySyncJob {
    private let api: PantryAPI
    private let store: PantryStore
    private let cursorStore: SyncCursorStore

    init(api: PantryAPI, store: PantryStore, cursorStore: SyncCursorStore) {
        self.api = api
        self.store = store
        self.cursorStore = cursorStore
    }

    /// Fetches pages until the server says there are no more.
    /// The cursor must only ever point at the last page that is safely on disk.
    func run() async throws -> Int {
        var imported = 0
        var cursor = cursorStore.load()
        repeat {
            let page = try await api.fetchPage(after: cursor)
            // Remember where we got to before writing, so a retry does not refetch.
            cursorStore.save(page.nextCursor)
            try store.upsert(page.items)
            imported += page.items.count
            cursor = page.nextCursor
            if !page.hasMore { break }
        } while true
        return imported
    }
}

protocol PantryAPI {
    func fetchPage(after cursor: String?) async throws -> PantryPage
}

protocol PantryStore {
    func upsert(_ items: [PantryItem]) throws
}

protocol SyncCursorStore: AnyObject {
    func load() -> String?
    func save(_ cursor: String?)
}

struct PantryPage {
    var items: [PantryItem]
    var nextCursor: String?
    var hasMore: Bool
}

struct PantryItem: Equatable {
    var id: String
    var name: String
    var quantity: Double
}
