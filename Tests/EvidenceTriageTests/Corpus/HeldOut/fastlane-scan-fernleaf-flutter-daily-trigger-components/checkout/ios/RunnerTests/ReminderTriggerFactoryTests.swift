import XCTest
import UserNotifications
@testable import Runner

/// ReminderTriggerFactory backs the "fernleaf/reminders" method channel: Dart passes
/// a time of day (and weekday for weekly reminders) and gets a repeating calendar trigger.
final class ReminderTriggerFactoryTests: XCTestCase {
    private let factory = ReminderTriggerFactory(calendar: .current)

    func testDailyReminderLaterTodayFiresToday() {
        let later = Calendar.current.date(byAdding: .minute, value: 30, to: Date())!
        let trigger = factory.dailyTrigger(at: later)
        XCTAssertTrue(Calendar.current.isDateInToday(trigger.nextTriggerDate()!))
    }

    func testDailyReminderEarlierTodayHasNextTriggerDate() {
        let earlier = Calendar.current.date(byAdding: .hour, value: -1, to: Date())!
        let trigger = factory.dailyTrigger(at: earlier)
        XCTAssertNotNil(trigger.nextTriggerDate(), "daily reminder for a time already passed today never fires")
    }

    func testWeeklyReminderEarlierTodayHasNextTriggerDate() {
        let earlier = Calendar.current.date(byAdding: .hour, value: -1, to: Date())!
        let weekday = Calendar.current.component(.weekday, from: earlier)
        let trigger = factory.weeklyTrigger(weekday: weekday, at: earlier)
        XCTAssertNotNil(trigger.nextTriggerDate(), "weekly reminder for an earlier time on today's weekday never fires")
    }
}
