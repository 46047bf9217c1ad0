import XCTest
import UserNotifications
@testable import Pillbox

final class DoseReminderPlanTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    func testMorningDoseUsesConfiguredMinute() async throws {
        let plan = DosePlan(medication: .fixture("Metformin"), times: [.init(hour: 8, minute: 15)], days: 1)
        let requests = DoseReminderScheduler(timeZone: .init(identifier: "Europe/Berlin")!).requests(for: plan)
        XCTAssertEqual((requests[0].trigger as? UNCalendarNotificationTrigger)?.dateComponents.minute, 15)
    }

    func testEveningDoseUsesLocalTime() async throws {
        let plan = DosePlan(medication: .fixture("Atorvastatin"), times: [.init(hour: 20, minute: 0)], days: 1)
        let requests = DoseReminderScheduler(timeZone: .init(identifier: "Europe/Berlin")!).requests(for: plan)
        let hour = (requests[0].trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour
        XCTAssertEqual(hour, 20)
    }

    /// Three doses a day for thirty days: every dose must be pending.
    func testThirtyDayPlanSchedulesEveryDose() async throws {
        let plan = DosePlan(medication: .fixture("Amoxicillin"),
                            times: [.init(hour: 8, minute: 0), .init(hour: 14, minute: 0), .init(hour: 20, minute: 0)],
                            days: 30)
        let scheduler = DoseReminderScheduler(timeZone: .init(identifier: "Europe/Berlin")!)
        try await scheduler.schedule(plan, center: center)
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.count, 90)
    }
}
