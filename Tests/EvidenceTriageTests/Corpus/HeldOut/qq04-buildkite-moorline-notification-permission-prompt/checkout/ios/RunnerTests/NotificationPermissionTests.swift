import XCTest
import UserNotifications
@testable import Runner

final class NotificationPermissionTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    private func awaitAuthorization(file: StaticString = #filePath, line: UInt = #line) {
        let granted = expectation(description: "notification authorization granted")
        ReminderService.shared.requestAuthorization { ok in if ok { granted.fulfill() } }
        wait(for: [granted], timeout: 60)
    }

    func testScheduledReminderIsPending() throws {
        awaitAuthorization()
        try ReminderService.shared.scheduleTideReminder(berth: "B14", at: DateComponents(hour: 5, minute: 40))
        let ids = try ReminderService.shared.pendingIdentifiersSync()
        XCTAssertEqual(ids, ["tide-B14"])
    }

    func testDailyDigestScheduledAtEight() throws {
        awaitAuthorization()
        try ReminderService.shared.scheduleDailyDigest()
        let trigger = try ReminderService.shared.pendingTriggerSync(id: "daily-digest") as? UNCalendarNotificationTrigger
        XCTAssertEqual(trigger?.dateComponents.hour, 8)
    }
}
