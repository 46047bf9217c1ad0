import XCTest
@testable import OrbitKit

final class HeartRateZoneTests: XCTestCase {
    func testZoneBoundariesForAge() {
        let zones = HeartRateZones(age: 40, restingBPM: 55)
        XCTAssertEqual(zones.zone2, 121...138)
    }
}
