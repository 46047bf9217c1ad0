import Foundation

/// Pulls changed map tiles page by page. The cursor names the last page whose
/// tiles are on disk, so a later run resumes after it.
final class TileCacheSync {
    private let api: TileAPI
    private let store: TileStore
    private let cursorStore: CursorStore

    init(api: TileAPI, store: TileStore, cursorStore: CursorStore) {
        self.api = api
        self.store = store
        self.cursorStore = cursorStore
    }

    func syncNextPage() async throws {
        let cursor = cursorStore.load()
        let page = try await api.tiles(after: cursor)
        cursorStore.save(page.nextCursor)
        try store.save(page.tiles)
    }
}
