import XCTest
@testable import MarloweDrive

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsLeastRecentlyUsed() async throws {
        let cache = ThumbnailCache(capacityBytes: 3 * 40_000)
        for id in ["a", "b", "c"] { await cache.store(.fixture(id: id, bytes: 40_000)) }
        _ = await cache.thumbnail(for: "a")
        await cache.store(.fixture(id: "d", bytes: 40_000))
        let b = await cache.thumbnail(for: "b")
        XCTAssertNil(b)
    }
}
