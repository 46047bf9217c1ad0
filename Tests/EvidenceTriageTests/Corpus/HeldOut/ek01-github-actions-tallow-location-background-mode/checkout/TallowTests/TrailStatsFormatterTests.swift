import XCTest
@testable import Tallow

final class TrailStatsFormatterTests: XCTestCase {
    func testDistanceOneDecimal() {
        XCTAssertEqual(TrailStatsFormatter.distance(12_345), "12.3 km")
    }

    func testElevationGainRoundsToNearestMeter() {
        XCTAssertEqual(TrailStatsFormatter.elevationGain(412.6), "413 m")
        XCTAssertEqual(TrailStatsFormatter.elevationGain(88.4), "88 m")
    }
}
