import XCTest
@testable import StridewellWatch

final class HeartRateZoneTests: XCTestCase {
    func testZoneBoundariesUseMaxHeartRate() {
        XCTAssertEqual(HeartRateZones.upperBounds(maxHeartRate: 190), [114, 133, 152, 171])
    }
}
