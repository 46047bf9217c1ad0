import XCTest
@testable import Ferrule

final class ShiftTimesheetTests: XCTestCase {

    func testOvernightShiftSplitsAtMidnight() {
        let sheet = Timesheet(entries: [.init(start: .fixture("22:00"), end: .fixture("06:30"))])
        XCTAssertEqual(sheet.days.count, 2)
        XCTAssertEqual(sheet.days.first?.minutes, 120)
    }

    func testBreaksNotCountedTwice() {
        let sheet = Timesheet(entries: [.fixtureWithBreak(minutes: 30)])
        XCTAssertEqual(sheet.totalMinutes, 450)
    }
}
