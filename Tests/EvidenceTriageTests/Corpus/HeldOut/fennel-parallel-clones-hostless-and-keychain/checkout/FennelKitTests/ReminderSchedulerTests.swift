import XCTest
import UserNotifications
@testable import FennelKit

/// FennelKitTests runs without a host application (logic tests).
final class ReminderSchedulerTests: XCTestCase {
    func testReminderTriggerRoundsToMinute() {
        let trigger = ReminderScheduler.trigger(for: Date(timeIntervalSince1970: 1_786_000_031))
        XCTAssertEqual(trigger.dateComponents.second, 0)
    }

    func testSchedulesLocalReminder() async throws {
        let scheduler = ReminderScheduler(center: .current())
        try await scheduler.schedule(noteID: "n-204", title: "Water the basil", at: Date(timeIntervalSinceNow: 3600))
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["reminder.n-204"])
    }
}
