import XCTest
@testable import Pulsebeat

final class HeartRateZoneTests: XCTestCase {
    func testZoneBoundaryAt80Percent() {
        XCTAssertEqual(HeartRateZone.zone(bpm: 152, maxHeartRate: 190).label, "Z4")
    }
    func testZoneBelow60Percent() {
        XCTAssertEqual(HeartRateZone.zone(bpm: 100, maxHeartRate: 190).label, "Z1")
    }
}
