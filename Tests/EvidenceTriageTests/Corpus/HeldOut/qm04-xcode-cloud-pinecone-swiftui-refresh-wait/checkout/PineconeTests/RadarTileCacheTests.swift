import XCTest
@testable import Pinecone

final class RadarTileCacheTests: XCTestCase {
    func testPrefetchesVisibleTiles() async throws {
        let cache = RadarTileCache(memoryLimit: 64 * 1024 * 1024)
        try await cache.prefetch(region: .fixtureNorthwest, zoom: 9)
        XCTAssertEqual(cache.count, 48)
    }
}
