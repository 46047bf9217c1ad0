import XCTest
@testable import Almanac

final class ReminderScheduleTests: XCTestCase {
    private let calendar = Calendar(identifier: .gregorian)

    func testWeeklyReminderFiresOnSameWeekday() throws {
        let schedule = ReminderSchedule.weekly(weekday: 2, hour: 9, calendar: calendar)
        let next = try XCTUnwrap(schedule.nextFireDate(after: date("2026-12-01T10:00:00Z")))
        XCTAssertEqual(calendar.component(.weekday, from: next), 2)
    }

    func testWeeklyReminderSkipsBankHoliday() throws {
        let holidays = HolidayCalendar(region: "GB-ENG", year: 2026)
        let schedule = ReminderSchedule.weekly(weekday: 6, hour: 9, calendar: calendar, skipping: holidays)
        let next = try XCTUnwrap(schedule.nextFireDate(after: date("2026-12-21T10:00:00Z")))
        XCTAssertEqual(next, date("2027-01-01T09:00:00Z").addingTimeInterval(7 * 86_400))
    }

    private func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }
}
