import XCTest
@testable import Pulsewise

final class HeartRateZoneTests: XCTestCase {
    func testZoneBoundariesUseMaxHeartRate() {
        XCTAssertEqual(HeartRateZones(maxHeartRate: 190).lowerBounds, [95, 114, 133, 152, 171])
    }
}
