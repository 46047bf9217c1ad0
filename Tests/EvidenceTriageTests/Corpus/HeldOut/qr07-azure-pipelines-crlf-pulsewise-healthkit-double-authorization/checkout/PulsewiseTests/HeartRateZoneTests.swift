import XCTest
@testable import Pulsewise

final class HeartRateZoneTests: XCTestCase {
    func testZone2Bounds() {
        XCTAssertEqual(HeartRateZones.bounds(zone: 2, maxHR: 190), 114 ... 133)
    }
}
