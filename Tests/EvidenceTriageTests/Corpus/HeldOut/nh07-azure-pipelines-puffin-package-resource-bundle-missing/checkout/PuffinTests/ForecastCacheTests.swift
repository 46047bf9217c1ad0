import XCTest
@testable import Puffin

final class ForecastCacheTests: XCTestCase {
    func testFailedWriteKeepsPreviousTimestamp() throws {
        let disk = FlakyDisk(failOnWrite: 2)
        let cache = ForecastCache(disk: disk)
        try cache.store(.fixture(day: 1), fetchedAt: .fixture("2026-11-10T06:00:00Z"))
        XCTAssertThrowsError(try cache.store(.fixture(day: 2), fetchedAt: .fixture("2026-11-10T12:00:00Z")))
        XCTAssertEqual(cache.lastFetchedAt, .fixture("2026-11-10T06:00:00Z"))
    }
}
