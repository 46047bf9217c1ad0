import XCTest
import UserNotifications
@testable import Bracken

final class MealPlanReminderTests: XCTestCase {
    func testWeeklyPlanReminderRepeats() throws {
        let center = RecordingNotificationCenter()
        MealPlanReminder(center: center).scheduleWeekly(weekday: 1, hour: 17)
        let trigger = try XCTUnwrap(center.added.first?.trigger as? UNCalendarNotificationTrigger)
        XCTAssertTrue(trigger.repeats)
    }
}
