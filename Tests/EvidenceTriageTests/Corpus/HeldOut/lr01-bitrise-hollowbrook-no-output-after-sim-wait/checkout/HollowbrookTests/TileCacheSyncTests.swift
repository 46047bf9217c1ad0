import XCTest
@testable import Hollowbrook

final class TileCacheSyncTests: XCTestCase {
    func testSavesTilesFromPage() async throws {
        let api = StubTileAPI(pages: [.init(tiles: [.sample(z: 12)], nextCursor: 4)])
        let store = InMemoryTileStore()
        let sync = TileCacheSync(api: api, store: store, cursorStore: InMemoryCursorStore())
        try await sync.syncNextPage()
        XCTAssertEqual(store.saved.count, 1)
    }

    func testCursorAdvancesOnlyAfterTilesSaved() async throws {
        let api = StubTileAPI(pages: [.init(tiles: [.sample(z: 12)], nextCursor: 12)])
        let store = InMemoryTileStore()
        store.failNextSave = TileStoreError.diskFull
        let cursors = InMemoryCursorStore()
        let sync = TileCacheSync(api: api, store: store, cursorStore: cursors)

        do { try await sync.syncNextPage() } catch {}

        XCTAssertEqual(cursors.load(), 0, "cursor must not move past tiles that were never saved")
    }
}
