import XCTest
import UserNotifications
@testable import Sundial

final class BillReminderSchedulerTests: XCTestCase {
    private let calendar = Calendar(identifier: .gregorian)

    func testWeeklyReminderMatchesWeekday() {
        let bill = Bill(name: "Gym", amount: 29, schedule: .weekly(weekday: 2))
        let trigger = BillReminderScheduler(calendar: calendar).makeTrigger(for: bill)
        XCTAssertEqual(trigger.dateComponents.weekday, 2)
        XCTAssertTrue(trigger.repeats)
    }

    /// Rent is due on the 31st; in a 30-day month the next reminder should be
    /// the next month that has a 31st.
    func testMonthEndReminderNextFiresOnThirtyFirst() throws {
        let bill = Bill(name: "Rent", amount: 1450, schedule: .monthly(day: 31))
        let trigger = BillReminderScheduler(calendar: calendar).makeTrigger(for: bill)
        let next = try XCTUnwrap(trigger.nextTriggerDate())
        let parts = calendar.dateComponents([.month, .day], from: next)
        XCTAssertEqual(parts.day, 31, "next trigger \(next)")
        XCTAssertEqual(parts.month, 7)
    }
}
