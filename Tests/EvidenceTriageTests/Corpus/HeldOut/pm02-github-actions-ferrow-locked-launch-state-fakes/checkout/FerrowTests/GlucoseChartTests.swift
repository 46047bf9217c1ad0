import XCTest
@testable import Ferrow

final class GlucoseChartTests: XCTestCase {
    func testAxisMaxRoundsUp() {
        let axis = ChartAxis(readings: [92, 141, 263])
        XCTAssertEqual(axis.upperBound, 300)
    }

    func testAxisMinNeverNegative() {
        XCTAssertEqual(ChartAxis(readings: [40, 55]).lowerBound, 0)
    }
}
