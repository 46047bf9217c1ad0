import XCTest
import UserNotifications
@testable import Dosewise

final class ReminderSchedulerTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    func testSingleDoseReminderIsPending() async throws {
        let scheduler = DoseReminderScheduler(center: center)
        try await scheduler.schedule(plan: .fixture(doses: 1, every: .hours(8)))
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["dose-001"])
    }

    /// A 10-week course of a twice-weekly medication plus a daily one.
    func testSchedulesSeventyDoseReminders() async throws {
        let scheduler = DoseReminderScheduler(center: center)
        let plan = DosePlan.fixture(doses: 70, every: .hours(24))
        try await scheduler.schedule(plan: plan)

        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.count, 70, "pending requests after scheduling \(plan.doses.count) doses")
        XCTAssertEqual(pending.first?.identifier, "dose-001")
    }

    func testCancelCourseRemovesItsReminders() async throws {
        let scheduler = DoseReminderScheduler(center: center)
        try await scheduler.schedule(plan: .fixture(doses: 3, every: .hours(12)))
        await scheduler.cancel(courseID: DosePlan.fixtureCourseID)
        let pending = await center.pendingNotificationRequests()
        XCTAssertTrue(pending.isEmpty)
    }
}
