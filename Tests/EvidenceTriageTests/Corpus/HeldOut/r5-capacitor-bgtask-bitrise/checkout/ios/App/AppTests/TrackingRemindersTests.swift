import UserNotifications
import XCTest
@testable import App

final class TrackingRemindersTests: XCTestCase {

    func testDailyDigestStartsOnChosenDate() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
        let now = calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 9))!
        let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 18, minute: 30))!

        let request = ReminderScheduler.dailyDigestRequest(startingAt: start, calendar: calendar)
        let trigger = try XCTUnwrap(request.trigger as? UNCalendarNotificationTrigger)
        let next = try XCTUnwrap(trigger.nextTriggerDate(after: now, calendar: calendar))
        XCTAssertEqual(next, start, "first digest must not fire before the chosen start date")
    }
}

private extension UNCalendarNotificationTrigger {
    func nextTriggerDate(after date: Date, calendar: Calendar) -> Date? {
        calendar.nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
    }
}
