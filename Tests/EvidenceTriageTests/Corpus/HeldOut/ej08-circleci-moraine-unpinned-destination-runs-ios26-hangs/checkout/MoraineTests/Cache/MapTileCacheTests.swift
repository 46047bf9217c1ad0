import XCTest
@testable import Moraine

final class MapTileCacheTests: XCTestCase {
    func testKeepsRecentlyUsedTile() async {
        let cache = MapTileCache(capacity: 2)
        await cache.insert(.fixture(x: 1), data: Data([1]))
        await cache.insert(.fixture(x: 2), data: Data([2]))
        _ = await cache.data(for: .fixture(x: 1))
        await cache.insert(.fixture(x: 3), data: Data([3]))
        XCTAssertNotNil(await cache.data(for: .fixture(x: 1)))
    }

    func testEvictsOldestTile() async {
        let cache = MapTileCache(capacity: 2)
        await cache.insert(Tile(z: 12, x: 2031, y: 1302), data: Data([1]))
        await cache.insert(.fixture(x: 2), data: Data([2]))
        await cache.insert(.fixture(x: 3), data: Data([3]))
        XCTAssertNil(await cache.peek(Tile(z: 12, x: 2031, y: 1302)))
    }
}
