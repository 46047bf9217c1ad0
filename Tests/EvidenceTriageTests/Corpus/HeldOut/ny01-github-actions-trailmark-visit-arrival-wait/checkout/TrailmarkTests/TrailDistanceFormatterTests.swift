import XCTest
@testable import Trailmark

final class TrailDistanceFormatterTests: XCTestCase {
    func testKilometres() {
        XCTAssertEqual(TrailDistanceFormatter(usesMetric: true).string(meters: 4_250), "4.3 km")
    }

    func testMilesRoundedToOneDecimal() {
        // 7,290 m = 4.5298 mi
        XCTAssertEqual(TrailDistanceFormatter().string(meters: 7_290), "4.5 mi")
        // 7,400 m = 4.598 mi
        XCTAssertEqual(TrailDistanceFormatter().string(meters: 7_400), "4.6 mi")
    }
}
