import XCTest
@testable import Reelcut

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsLeastRecentlyUsed() async throws {
        let cache = ThumbnailCache(capacity: 2)
        await cache.insert(Thumbnail.sample("a"), for: "a")
        await cache.insert(Thumbnail.sample("b"), for: "b")
        _ = await cache.thumbnail(for: "a")
        await cache.insert(Thumbnail.sample("c"), for: "c")
        let evicted = await cache.thumbnail(for: "b")
        XCTAssertNil(evicted)
    }
}
