import XCTest

final class StatementPeriodTests: XCTestCase {
    func testPeriodStartsAtLocalMidnight() {
        let posting = ISO8601DateFormatter().date(from: "2026-08-31T23:30:00Z")!
        let period = StatementPeriod(containing: posting)
        XCTAssertEqual(period.monthLabel, "August 2026")
    }
}
