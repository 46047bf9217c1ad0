import XCTest
@testable import Runner

final class MarinaTileCacheTests: XCTestCase {

    func testEvictsOldestTileFirst() throws {
        let cache = MarinaTileCache(limitBytes: 3 * 256 * 1024, directory: FileManager.default.temporaryDirectory)
        try cache.store(.fixture(z: 14, x: 8584, y: 5744))
        try cache.store(.fixture(z: 14, x: 8585, y: 5744))
        try cache.store(.fixture(z: 14, x: 8586, y: 5744))
        try cache.store(.fixture(z: 14, x: 8587, y: 5744))

        let evicted = expectation(description: "eviction pass finished")
        cache.onEvictionPass = { evicted.fulfill() }
        wait(for: [evicted], timeout: 2)

        XCTAssertNil(cache.tile(z: 14, x: 8584, y: 5744))
        XCTAssertNotNil(cache.tile(z: 14, x: 8587, y: 5744))
    }

    func testRejectsTilesOutsideTheChartArea() {
        let cache = MarinaTileCache(limitBytes: 1024 * 1024, directory: FileManager.default.temporaryDirectory)
        XCTAssertThrowsError(try cache.store(.fixture(z: 14, x: 1, y: 1)))
    }
}
