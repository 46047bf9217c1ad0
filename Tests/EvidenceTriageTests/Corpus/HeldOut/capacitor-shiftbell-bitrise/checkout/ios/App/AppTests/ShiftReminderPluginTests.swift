import XCTest
import UserNotifications
@testable import App

final class ShiftReminderPluginTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    func testReminderContentUsesShiftLocation() async throws {
        let reminder = ShiftReminder(shiftId: "s-101", start: Date(timeIntervalSinceNow: 86_400), site: "Ward 4B")
        let content = ShiftReminderPlugin.content(for: reminder, lead: .oneHour)
        XCTAssertEqual(content.title, "Shift in 1 hour")
        XCTAssertEqual(content.body, "Ward 4B starts at \(reminder.startLabel)")
    }

    func testCancelRemovesAllRemindersForShift() async throws {
        let rota = RotaFixtures.week(startingOn: RotaFixtures.monday)
        try await ShiftReminderPlugin.schedule(rota: rota, leads: [.oneHour, .fifteenMinutes])
        try await ShiftReminderPlugin.cancel(shiftId: rota[0].shiftId)
        let pending = await center.pendingNotificationRequests()
        XCTAssertFalse(pending.contains { $0.identifier.hasPrefix(rota[0].shiftId) })
    }

    /// Four-week rota, three reminders per shift (night before, 1 h, 15 min).
    func testSchedulesAllRemindersForFourWeekRota() async throws {
        let rota = RotaFixtures.fourWeeks(startingOn: RotaFixtures.monday)
        XCTAssertEqual(rota.count, 28)

        try await ShiftReminderPlugin.schedule(
            rota: rota,
            leads: [.nightBefore, .oneHour, .fifteenMinutes]
        )

        let pending = await center.pendingNotificationRequests()
        let expected = rota.count * 3

        XCTAssertEqual(pending.count, expected, "every rota reminder should be pending")
    }
}
