import XCTest
import UserNotifications
@testable import Beacon

final class ReminderCenterTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    func testCheckInReminderIsPending() async throws {
        try await ReminderCenter(center: center).scheduleCheckIn(after: 2 * 3600)
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["checkin.reminder"])
    }

    /// The reminder list shows when each pending reminder will fire; reading it
    /// back a few seconds later must still give the original fire date.
    func testPendingReminderReportsOriginalFireDate() async throws {
        let scheduledAt = Date()
        try await ReminderCenter(center: center).scheduleCheckIn(after: 2 * 3600)
        try await Task.sleep(for: .seconds(5))
        let pending = await center.pendingNotificationRequests()
        let trigger = try XCTUnwrap(pending.first?.trigger as? UNTimeIntervalNotificationTrigger)
        let next = try XCTUnwrap(trigger.nextTriggerDate())
        XCTAssertEqual(next.timeIntervalSince(scheduledAt), 7200, accuracy: 1)
    }
}
