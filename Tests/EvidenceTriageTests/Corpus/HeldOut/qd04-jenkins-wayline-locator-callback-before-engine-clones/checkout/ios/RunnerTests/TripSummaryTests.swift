import XCTest
@testable import Runner

final class TripSummaryTests: XCTestCase {
    func testDistanceRoundsToOneDecimal() {
        let summary = TripSummary(meters: 12_349, seconds: 2_700)
        XCTAssertEqual(summary.distanceText, "12.3 km")
    }

    func testAverageSpeed() {
        let summary = TripSummary(meters: 12_000, seconds: 3_600)
        XCTAssertEqual(summary.averageSpeedText, "12 km/h")
    }
}
