import XCTest
@testable import Gullwing

final class TileCacheTests: XCTestCase {
    func testEvictsLeastRecentlyUsedTile() async {
        let cache = TileCache(capacity: 2)
        await cache.insert(.fixture(z: 12, x: 2051, y: 1360))
        await cache.insert(.fixture(z: 12, x: 2052, y: 1360))
        _ = await cache.tile(z: 12, x: 2052, y: 1360)
        await cache.insert(.fixture(z: 12, x: 2053, y: 1360))
        let evicted = await cache.tile(z: 12, x: 2051, y: 1360)
        XCTAssertNil(evicted)
    }
}
