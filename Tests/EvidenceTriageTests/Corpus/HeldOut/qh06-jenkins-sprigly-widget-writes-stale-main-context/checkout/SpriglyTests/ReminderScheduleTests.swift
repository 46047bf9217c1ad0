import XCTest
@testable import Sprigly

final class ReminderScheduleTests: XCTestCase {
    func testNextWateringSkipsDormantMonths() {
        let cal = Calendar(identifier: .gregorian)
        let last = cal.date(from: DateComponents(year: 2026, month: 11, day: 28))!
        let next = ReminderSchedule(everyDays: 7, dormantMonths: [12, 1]).next(after: last, calendar: cal)
        XCTAssertEqual(cal.component(.month, from: next), 2)
    }
}
