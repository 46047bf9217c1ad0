import UserNotifications
import XCTest
@testable import Tallyboard

final class HabitReminderSchedulerTests: XCTestCase {
    func testSchedulesOneReminderPerHabit() async throws {
        let center = FakeNotificationCenter()
        try await HabitReminderScheduler(center: center).schedule(for: [.stretch, .reading])
        XCTAssertEqual(center.pending.count, 2)
    }
}
