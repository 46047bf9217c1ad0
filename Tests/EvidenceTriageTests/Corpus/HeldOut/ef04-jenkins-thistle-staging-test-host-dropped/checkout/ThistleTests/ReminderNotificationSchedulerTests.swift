import UserNotifications
import XCTest
import ThistleKit

final class ReminderNotificationSchedulerTests: XCTestCase {

    func testSchedulesDailyReminder() async throws {
        let scheduler = ReminderNotificationScheduler()
        let reminder = DoseReminder(id: "levo-0800", medicationName: "Levothyroxine", doseLabel: "morning",
                                    time: DateComponents(hour: 8, minute: 0))

        try await scheduler.scheduleDaily(reminder)

        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["levo-0800"])
    }
}
