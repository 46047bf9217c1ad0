import XCTest
@testable import Marten

final class HeartRateZoneTests: XCTestCase {
    func testZone3Bounds() {
        let zones = HeartRateZones(maxHeartRate: 190)
        XCTAssertEqual(zones.range(for: 3), 133...152)
    }
}
