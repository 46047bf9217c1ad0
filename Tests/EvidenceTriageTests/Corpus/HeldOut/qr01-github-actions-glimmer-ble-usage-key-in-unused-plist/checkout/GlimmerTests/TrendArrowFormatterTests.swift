import XCTest
@testable import Glimmer

final class TrendArrowFormatterTests: XCTestCase {
    func testFlatArrow() {
        XCTAssertEqual(TrendArrowFormatter.arrow(forTrend: 0), "→")
    }

    func testFallingQuicklyArrow() {
        XCTAssertEqual(TrendArrowFormatter.arrow(forTrend: -30), "⇊")
    }
}
