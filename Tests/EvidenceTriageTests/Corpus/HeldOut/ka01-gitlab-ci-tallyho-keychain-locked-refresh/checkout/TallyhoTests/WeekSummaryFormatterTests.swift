import XCTest
@testable import Tallyho

final class WeekSummaryFormatterTests: XCTestCase {
    private let formatter = WeekSummaryFormatter()

    func testTotalLabel() {
        XCTAssertEqual(formatter.totalLabel(minutes: 2_430), "40 h 30 min")
    }

    func testNoOvertime() {
        XCTAssertEqual(formatter.overtimeLabel(minutes: 0), "Overtime: 0 h")
    }

    func testOvertimeLabel() {
        XCTAssertEqual(formatter.overtimeLabel(minutes: 450), "Overtime: 7 h 30 min")
    }
}
