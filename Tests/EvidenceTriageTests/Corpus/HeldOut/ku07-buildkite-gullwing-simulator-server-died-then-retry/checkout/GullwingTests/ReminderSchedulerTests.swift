import UserNotifications
import XCTest
@testable import Gullwing

final class ReminderSchedulerTests: XCTestCase {
    func testReminderUsesCalendarTrigger() throws {
        let center = FakeNotificationCenter()
        try ReminderScheduler(center: center).scheduleCheckInReminder(for: .fixtureFlightTomorrow)
        XCTAssertTrue(center.added.first?.trigger is UNCalendarNotificationTrigger,
                      "check-in reminders must survive reboots and time changes")
    }
}
