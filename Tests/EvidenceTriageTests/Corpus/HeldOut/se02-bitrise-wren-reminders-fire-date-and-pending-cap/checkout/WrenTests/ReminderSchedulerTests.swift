import XCTest
import UserNotifications
@testable import Wren

final class ReminderSchedulerTests: XCTestCase {
    override func setUp() async throws {
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
    }

    func testNextWeekRemindersStayPendingAfterBulkImport() async throws {
        let start = Date(timeIntervalSince1970: 1_789_000_000)
        let reminders = (1...90).map { i in
            Reminder(id: String(format: "rem-%03d", i), title: "Dose \(i)",
                     fireDate: start.addingTimeInterval(Double(i) * 8 * 3600))
        }
        let scheduler = ReminderScheduler(center: .current(), now: { start })
        try await scheduler.sync(reminders)

        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        let ids = Set(pending.map(\.identifier))
        XCTAssertTrue(ids.contains("rem-001"), "soonest reminder is not pending (\(ids.count) pending)")
        XCTAssertTrue(ids.contains("rem-021"))
    }

    func testCancelledReminderIsRemoved() async throws {
        let scheduler = ReminderScheduler(center: .current(), now: Date.init)
        let r = Reminder(id: "rem-x", title: "x", fireDate: Date().addingTimeInterval(600))
        try await scheduler.sync([r])
        try await scheduler.cancel(r)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        XCTAssertFalse(pending.contains { $0.identifier == "rem-x" })
    }
}
