import XCTest
@testable import Mossline

final class TrailCacheTests: XCTestCase {
    func testEvictsOldestTile() {
        let cache = TileCache(capacity: 2)
        cache.insert(Tile(z: 12, x: 1, y: 1), data: Data([1]))
        cache.insert(Tile(z: 12, x: 1, y: 2), data: Data([2]))
        cache.insert(Tile(z: 12, x: 1, y: 3), data: Data([3]))
        XCTAssertNil(cache.data(for: Tile(z: 12, x: 1, y: 1)))
    }

    func testKeepsRecentlyReadTile() {
        let cache = TileCache(capacity: 2)
        cache.insert(Tile(z: 12, x: 1, y: 1), data: Data([1]))
        cache.insert(Tile(z: 12, x: 1, y: 2), data: Data([2]))
        _ = cache.data(for: Tile(z: 12, x: 1, y: 1))
        cache.insert(Tile(z: 12, x: 1, y: 3), data: Data([3]))
        XCTAssertNotNil(cache.data(for: Tile(z: 12, x: 1, y: 1)))
    }
}
