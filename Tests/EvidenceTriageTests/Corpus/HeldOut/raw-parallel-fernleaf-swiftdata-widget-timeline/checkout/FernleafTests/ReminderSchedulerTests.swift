import XCTest
@testable import Fernleaf

final class ReminderSchedulerTests: XCTestCase {
    func testSnoozeUsesSharedCalendar() {
        let scheduler = ReminderScheduler(calendar: .fernleaf)
        let snoozed = scheduler.snooze(.fixtureReminder(at: "2026-08-13 07:00"), by: .hours(1))
        XCTAssertEqual(snoozed.fireDate.fixtureString, "2026-08-13 08:00")
    }
}
