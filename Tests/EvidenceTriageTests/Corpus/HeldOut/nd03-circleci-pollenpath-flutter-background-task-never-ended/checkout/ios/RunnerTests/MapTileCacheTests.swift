import XCTest
@testable import Runner

final class MapTileCacheTests: XCTestCase {
    func testEvictsOldestTileWhenOverBudget() throws {
        let cache = MapTileCache(directory: FileManager.default.temporaryDirectory, budgetBytes: 4_000_000)
        for z in 0..<400 { try cache.store(Tile.fixture(z: 12, x: z, y: 2044)) }
        XCTAssertLessThanOrEqual(cache.currentBytes, 4_000_000)
    }
}
