import XCTest
@testable import Fernbrook

final class WateringScheduleTests: XCTestCase {
    func testSnoozeMovesReminderByHours() async throws {
        let schedule = WateringSchedule(notifier: NotifierSpy())
        let plant = Plant.ID("monstera")
        schedule.snooze(plant, by: 3)
        try await Task.sleep(for: .milliseconds(50))
        let reminders = await schedule.reminders(for: plant)
        XCTAssertEqual(reminders.count, 1)
    }

    func testConcurrentSnoozeKeepsSingleReminder() async throws {
        let schedule = WateringSchedule(notifier: NotifierSpy())
        let plant = Plant.ID("calathea")

        // Notification action and widget deliver the same tap.
        schedule.snooze(plant, by: 3)
        schedule.snooze(plant, by: 3)
        try await Task.sleep(for: .milliseconds(50))

        let reminders = await schedule.reminders(for: plant)
        XCTAssertEqual(reminders.count, 1)
    }
}
