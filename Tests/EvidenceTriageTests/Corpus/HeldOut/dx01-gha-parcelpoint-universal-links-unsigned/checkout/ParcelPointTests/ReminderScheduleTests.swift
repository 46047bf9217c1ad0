import XCTest
@testable import ParcelPoint

final class ReminderScheduleTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    func testWeeklyReminderKeepsWeekday() {
        let first = calendar.date(from: DateComponents(year: 2026, month: 3, day: 23, hour: 9))!
        let next = ReminderSchedule.weekly(after: first, calendar: calendar)
        XCTAssertEqual(calendar.component(.weekday, from: next), calendar.component(.weekday, from: first))
    }

    func testWeeklyReminderAcrossDSTKeepsLocalHour() {
        // 2026-03-29 02:00 CET -> CEST. A pickup reminder set for Monday 09:00 must stay at 09:00.
        let first = calendar.date(from: DateComponents(year: 2026, month: 3, day: 23, hour: 9))!
        let next = ReminderSchedule.weekly(after: first, calendar: calendar)
        XCTAssertEqual(calendar.component(.hour, from: next), 9)
    }
}
