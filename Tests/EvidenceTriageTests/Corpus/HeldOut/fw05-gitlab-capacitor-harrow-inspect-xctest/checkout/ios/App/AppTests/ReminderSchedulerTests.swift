import UserNotifications
import XCTest
@testable import App

final class ReminderSchedulerTests: XCTestCase {

    func testInspectionReminderUsesCalendarTrigger() throws {
        // An 08:00 reminder must still fire at 08:00 local time if the inspector
        // changes time zone before it is due.
        let london = TimeZone(identifier: "Europe/London")!
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = london
        let at = cal.date(from: DateComponents(year: 2026, month: 11, day: 12, hour: 8))!
        let scheduler = ReminderScheduler(now: { at.addingTimeInterval(-86_400) })

        let trigger = scheduler.trigger(for: at)

        let calendarTrigger = trigger as? UNCalendarNotificationTrigger
        XCTAssertNotNil(calendarTrigger, "Expected a UNCalendarNotificationTrigger, got \(type(of: trigger))")
        XCTAssertEqual(calendarTrigger?.dateComponents.hour, 8)
    }

    func testPastDateFiresAfterOneSecond() {
        let scheduler = ReminderScheduler(now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let trigger = scheduler.trigger(for: Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertNotNil(trigger)
    }
}
