import XCTest
import UserNotifications
import Shared

final class HydrationReminderTests: XCTestCase {
    func testWorkoutNudgeSchedulesRepeatingReminder() async throws {
        let scheduler = IosReminderScheduler()
        NudgePlan.shared.start(scheduler: scheduler)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertTrue(pending.contains { $0.identifier == "workout-nudge" })
    }
}
