import BackgroundTasks
import XCTest
@testable import Quayside

final class OvernightCacheTests: XCTestCase {
    func testCleanupRequestNeedsPower() {
        let request = TileCacheCleanup.makeRequest()
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertFalse(request.requiresNetworkConnectivity)
    }

    func testCleanupRanOvernight() throws {
        let done = expectation(description: "tile cache cleanup ran")
        TileCacheCleanup.shared.onComplete = { done.fulfill() }
        try TileCacheCleanup.shared.submit()
        wait(for: [done], timeout: 300)
        XCTAssertLessThan(TileCache.shared.sizeOnDisk, 50_000_000)
    }
}
