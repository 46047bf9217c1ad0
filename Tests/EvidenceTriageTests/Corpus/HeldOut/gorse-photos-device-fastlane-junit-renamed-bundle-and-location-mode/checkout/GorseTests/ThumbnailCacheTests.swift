import XCTest
@testable import GorseKit

final class ThumbnailCacheTests: XCTestCase {
    func testStoresAndReturnsThumbnail() async throws {
        let cache = ThumbnailCache(limit: 10)
        await cache.insert(.fixture(id: "p1"), for: "p1")
        let hit = await cache.thumbnail(for: "p1")
        XCTAssertEqual(hit?.id, "p1")
    }

    /// The photo index runs on its own queue and needs synchronous lookups.
    func testSyncLookupFromIndexQueue() async throws {
        let cache = ThumbnailCache(limit: 10)
        await cache.insert(.fixture(id: "p2"), for: "p2")
        let indexQueue = DispatchQueue(label: "com.gorsephotos.index")
        let found = indexQueue.sync { cache.syncThumbnail(for: "p2") }
        XCTAssertEqual(found?.id, "p2")
    }
}
