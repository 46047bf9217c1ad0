import XCTest
@testable import TidecastCore

final class ArtworkCacheTests: XCTestCase {
    func testEvictsLeastRecentlyUsed() async {
        let cache = ArtworkCache(capacity: 2)
        await cache.insert(.placeholder, for: "ep-1")
        await cache.insert(.placeholder, for: "ep-2")
        _ = await cache.image(for: "ep-1")
        await cache.insert(.placeholder, for: "ep-3")
        let keys = await cache.keys
        XCTAssertEqual(keys, ["ep-3", "ep-1"])
    }

    func testDiskLimitRespected() async {
        let cache = ArtworkCache(capacity: 2, diskLimitBytes: 1_000)
        await cache.insert(.placeholder, for: "big")
        let used = await cache.diskBytes
        XCTAssertLessThanOrEqual(used, 1_000)
    }
}
