import XCTest
import UserNotifications
@testable import Hearth

final class NextReminderTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func tearDown() {
        center.removeAllPendingNotificationRequests()
    }

    func testNextReminderLabelMatchesScheduledFireDate() async throws {
        let scheduler = HabitReminderScheduler(center: center)
        let scheduledAt = Date()
        try await scheduler.scheduleNudge(habitID: "walk", after: 45 * 60)
        let expectedFire = scheduledAt.addingTimeInterval(45 * 60)

        try await Task.sleep(for: .seconds(3)) // the home screen refreshes a moment later
        let nextDate = await NextReminderProvider(center: center).nextFireDate(habitID: "walk")
        let next = try XCTUnwrap(nextDate)
        XCTAssertEqual(next.timeIntervalSince1970, expectedFire.timeIntervalSince1970, accuracy: 1.0)
    }
}
