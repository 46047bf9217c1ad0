import XCTest
@testable import Skylark

final class RadarTileCacheTests: XCTestCase {
    func testEvictsOldestTilesFirst() throws {
        let cache = RadarTileCache(capacity: 3)
        for z in 0..<4 { cache.insert(RadarTile.fixture(zoom: 5, x: z, y: 9), at: Date(timeIntervalSince1970: Double(z))) }
        XCTAssertNil(cache.tile(zoom: 5, x: 0, y: 9))
        XCTAssertNotNil(cache.tile(zoom: 5, x: 3, y: 9))
    }

    func testHitRefreshesRecency() throws {
        let cache = RadarTileCache(capacity: 2)
        cache.insert(.fixture(zoom: 5, x: 0, y: 0), at: Date(timeIntervalSince1970: 0))
        cache.insert(.fixture(zoom: 5, x: 1, y: 0), at: Date(timeIntervalSince1970: 1))
        _ = cache.tile(zoom: 5, x: 0, y: 0)
        cache.insert(.fixture(zoom: 5, x: 2, y: 0), at: Date(timeIntervalSince1970: 2))
        XCTAssertNotNil(cache.tile(zoom: 5, x: 0, y: 0))
    }
}
