import XCTest
@testable import Saltmarsh

final class StationCacheTests: XCTestCase {
    func testCacheAndTimestampCommittedTogether() {
        let cache = StationCache(disk: FailingStationDisk())
        XCTAssertThrowsError(try cache.apply([.fixture("Whitstable")], at: Date(timeIntervalSince1970: 1_700_000_000)))
        XCTAssertNil(cache.updatedAt, "timestamp must not advance when the write fails")
    }
}
