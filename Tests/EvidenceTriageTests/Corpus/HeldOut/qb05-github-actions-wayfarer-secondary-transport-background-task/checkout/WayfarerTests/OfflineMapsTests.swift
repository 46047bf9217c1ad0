import XCTest
@testable import Wayfarer

final class OfflineMapsTests: XCTestCase {
    func testTileCacheEvictionKeepsPinnedRegions() throws {
        let cache = try TileCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString), limitBytes: 64 << 20)
        try cache.pin(region: .init(name: "Home", z: 12, x: 2047...2050, y: 1362...1365))
        try cache.fill(randomTiles: 40_000)
        XCTAssertEqual(cache.pinnedTileCount, 16)
    }
}
