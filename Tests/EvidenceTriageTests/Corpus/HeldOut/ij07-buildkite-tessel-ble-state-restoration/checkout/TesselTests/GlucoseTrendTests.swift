import XCTest
@testable import Tessel

final class GlucoseTrendTests: XCTestCase {
    func testFlat() {
        XCTAssertEqual(GlucoseTrend.arrow(forRate: 0.4), .flat)
    }

    func testRapidRiseShowsDoubleUpArrow() {
        XCTAssertEqual(GlucoseTrend.arrow(forRate: 3.5), .doubleUp)
    }
}
