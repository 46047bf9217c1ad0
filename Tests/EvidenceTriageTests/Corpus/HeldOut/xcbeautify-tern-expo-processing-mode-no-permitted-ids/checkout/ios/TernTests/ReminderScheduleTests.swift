import XCTest
@testable import Tern

final class ReminderScheduleTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    func testDailyReminderKeepsLocalTime() {
        let rule = ReminderRule.daily(hour: 9, minute: 0)
        let next = rule.next(after: date("2026-08-13 10:00"), calendar: calendar)
        XCTAssertEqual(format(next), "2026-08-14 09:00")
    }

    func testNextReminderSkipsWeekend() {
        let rule = ReminderRule.weekdays(hour: 9, minute: 0)
        // Friday after 09:00 -> next is Monday
        let next = rule.next(after: date("2026-08-14 11:30"), calendar: calendar)
        XCTAssertEqual(format(next), "2026-08-17 09:00")
    }

    private func date(_ s: String) -> Date { ReminderFormat.parse(s, calendar: calendar)! }
    private func format(_ d: Date?) -> String { d.map { ReminderFormat.string($0, calendar: calendar) } ?? "nil" }
}
