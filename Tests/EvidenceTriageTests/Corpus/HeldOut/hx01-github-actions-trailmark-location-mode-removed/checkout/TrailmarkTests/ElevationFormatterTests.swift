import XCTest
@testable import Trailmark

final class ElevationFormatterTests: XCTestCase {

    func testMetresRoundToWholeMetre() {
        XCTAssertEqual(ElevationFormatter.string(meters: 2961.6, usesMetric: true), "2962 m")
    }

    func testFeetRoundToNearestTen() {
        // 1002 m = 3287.4 ft -> nearest 10 ft is 3,290
        XCTAssertEqual(ElevationFormatter.string(meters: 1002, usesMetric: false), "3,290 ft")
    }

    func testZeroElevation() {
        XCTAssertEqual(ElevationFormatter.string(meters: 0, usesMetric: false), "0 ft")
    }
}
