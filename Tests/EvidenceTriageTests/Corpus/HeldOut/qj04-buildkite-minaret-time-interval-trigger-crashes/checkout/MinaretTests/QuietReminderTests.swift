import XCTest
import UserNotifications
@testable import Minaret

final class QuietReminderTests: XCTestCase {
    func testRepeatingDhikrReminderEveryThirtySeconds() throws {
        let center = RecordingNotificationCenter()
        let reminder = QuietReminder(kind: .dhikr, every: .seconds(30))
        try reminder.schedule(on: center)
        let trigger = try XCTUnwrap(center.added.first?.trigger as? UNTimeIntervalNotificationTrigger)
        XCTAssertTrue(trigger.repeats)
    }

    func testReminderUsesSilentSound() throws {
        let center = RecordingNotificationCenter()
        try QuietReminder(kind: .dhikr, every: .minutes(10)).schedule(on: center)
        XCTAssertNil(center.added.first?.content.sound)
    }
}
