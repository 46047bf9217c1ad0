import XCTest
import UserNotifications
@testable import Runner

final class DoseScheduleTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
    }

    /// Ten doses a day for a week, starting tomorrow at 07:00.
    private func weekPlan() -> [Date] {
        let start = Calendar.current.date(bySettingHour: 7, minute: 0, second: 0,
                                          of: Date().addingTimeInterval(86_400))!
        return (0..<70).map { start.addingTimeInterval(Double($0) * 3600 * 1.5) }
    }

    func testSeventyDailyDosesAllPending() async throws {
        try await DoseScheduler().schedule(plan: weekPlan(), medication: "Amoxicillin")
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.count, 70)
    }

    func testFirstDoseStillPendingAfterFullWeek() async throws {
        try await DoseScheduler().schedule(plan: weekPlan(), medication: "Amoxicillin")
        let ids = Set(await center.pendingNotificationRequests().map(\.identifier))
        XCTAssertTrue(ids.contains("dose-0"), "first dose missing; pending: \(ids.sorted().prefix(3))")
    }

    func testSingleDosePending() async throws {
        try await DoseScheduler().schedule(plan: [Date().addingTimeInterval(3600)], medication: "Ibuprofen")
        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["dose-0"])
    }
}
