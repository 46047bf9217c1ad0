import XCTest
@testable import Wren

final class MapTileCacheTests: XCTestCase {
    func testEvictsOldest() {
        let cache = MapTileCache(limit: 2)
        cache.insert(.fixture(x: 1)); cache.insert(.fixture(x: 2)); cache.insert(.fixture(x: 3))
        XCTAssertNil(cache.tile(x: 1))
    }
}
