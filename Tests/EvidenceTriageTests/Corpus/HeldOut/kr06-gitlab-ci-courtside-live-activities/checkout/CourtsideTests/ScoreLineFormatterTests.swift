import XCTest
@testable import Courtside

final class ScoreLineFormatterTests: XCTestCase {
    func testRegulationPeriod() {
        XCTAssertEqual(ScoreLineFormatter().periodLabel(3, overtime: false), "Q3")
    }

    func testSecondOvertimeIsNumbered() {
        XCTAssertEqual(ScoreLineFormatter().periodLabel(6, overtime: true), "2OT")
    }
}
