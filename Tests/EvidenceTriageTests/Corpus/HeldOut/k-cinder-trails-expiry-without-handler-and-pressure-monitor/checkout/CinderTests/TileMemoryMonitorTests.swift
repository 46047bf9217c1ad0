import XCTest

final class TileMemoryMonitorTests: XCTestCase {
    func testPurgesDecodedTilesUnderPressure() {
        let cache = TileCache.fixture(decoded: 120)
        let monitor = TileMemoryMonitor(cache: cache)
        monitor.start()
        DebugMemoryPressure.simulate(.warning)
        XCTAssertEqual(cache.decodedCount, 0)
    }
}
