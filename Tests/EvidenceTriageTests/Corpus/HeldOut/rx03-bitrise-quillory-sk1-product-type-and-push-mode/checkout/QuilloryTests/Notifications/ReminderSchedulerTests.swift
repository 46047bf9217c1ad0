import XCTest
import UserNotifications
@testable import Quillory

final class ReminderSchedulerTests: XCTestCase {
    func testTrialReminderTwoDaysBeforeExpiry() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let expiry = cal.date(from: DateComponents(year: 2026, month: 3, day: 31, hour: 10))!
        let center = RecordingNotificationCenter()
        try ReminderScheduler(center: center, calendar: cal).scheduleTrialEnding(expiresAt: expiry)
        let trigger = try XCTUnwrap(center.added.first?.trigger as? UNCalendarNotificationTrigger)
        XCTAssertEqual(trigger.dateComponents.day, 29)
        XCTAssertEqual(trigger.dateComponents.hour, 10)
    }
}
