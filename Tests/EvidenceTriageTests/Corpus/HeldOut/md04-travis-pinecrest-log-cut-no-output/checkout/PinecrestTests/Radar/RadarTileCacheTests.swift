import XCTest
@testable import PinecrestKit

final class RadarTileCacheTests: XCTestCase {
    func testConcurrentEvictionIsThreadSafe() {
        let cache = RadarTileCache(limit: 32)
        DispatchQueue.concurrentPerform(iterations: 500) { i in
            cache.insert(.fixture(z: 6, x: i % 64, y: i % 32))
            _ = cache.tile(z: 6, x: (i + 7) % 64, y: i % 32)
        }
        XCTAssertLessThanOrEqual(cache.count, 32)
    }
}
