import XCTest
@testable import Tallyroom

final class ScoreFormatterTests: XCTestCase {
    func testRegulationLabel() {
        XCTAssertEqual(ScoreFormatter.periodLabel(period: 3, regulationPeriods: 4), "Q3")
    }

    func testOvertimeLabel() {
        XCTAssertEqual(ScoreFormatter.periodLabel(period: 6, regulationPeriods: 4), "OT 2")
    }
}
