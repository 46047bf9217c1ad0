import XCTest
@testable import Strideband

final class HeartRateZoneTests: XCTestCase {
    private let zones = HeartRateZones(maxHeartRate: 190)

    func testZone2LowerBound() {
        XCTAssertEqual(zones.zone(for: 114), 2)
    }

    func testZone3UpperBoundInclusive() {
        XCTAssertEqual(zones.zone(for: 152), 3)
    }
}
