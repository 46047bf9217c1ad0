import XCTest
@testable import Ospreyline

final class MapTileCacheTests: XCTestCase {
    func testEvictsOldestTile() {
        let cache = MapTileCache(capacity: 2, directory: FileManager.default.temporaryDirectory.appendingPathComponent("tiles"))
        cache.store(.fixture(z: 1), data: Data([1]))
        cache.store(.fixture(z: 2), data: Data([2]))
        cache.store(.fixture(z: 3), data: Data([3]))
        XCTAssertNil(cache.data(for: .fixture(z: 1)))
    }
}
