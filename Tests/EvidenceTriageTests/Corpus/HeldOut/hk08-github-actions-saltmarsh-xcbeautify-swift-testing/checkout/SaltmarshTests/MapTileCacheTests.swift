import XCTest
@testable import Saltmarsh

final class MapTileCacheTests: XCTestCase {

    func testEvictsLeastRecentlyUsedTile() throws {
        let cache = MapTileCache(capacity: 2)
        cache.insert(.fixture(z: 12, x: 1, y: 1))
        cache.insert(.fixture(z: 12, x: 1, y: 2))
        _ = cache.tile(z: 12, x: 1, y: 1)
        cache.insert(.fixture(z: 12, x: 1, y: 3))
        XCTAssertNil(cache.tile(z: 12, x: 1, y: 2))
    }

    func testWarmCacheFromBundle() throws {
        // Decode every offline tile shipped for the Norfolk coast (2,400 PNGs at z10-z15).
        let cache = MapTileCache(capacity: .max)
        let loaded = try cache.warm(fromBundleDirectory: "OfflineTiles/norfolk-coast")
        XCTAssertEqual(loaded, 2_400)
    }
}
