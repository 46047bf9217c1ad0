import XCTest
@testable import WaypostKit

final class TripDistanceFormatterTests: XCTestCase {
    func testRoundsToTenthsOfAMile() {
        XCTAssertEqual(TripDistanceFormatter(units: .imperial).string(meters: 16_093.44 * 1.27), "12.7 mi")
    }
    func testKilometres() {
        XCTAssertEqual(TripDistanceFormatter(units: .metric).string(meters: 4_250), "4.3 km")
    }
}
