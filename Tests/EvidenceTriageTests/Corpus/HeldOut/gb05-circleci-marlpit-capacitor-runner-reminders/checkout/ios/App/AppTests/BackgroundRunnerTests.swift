import UserNotifications
import XCTest
@testable import App

/// Hosted in App.app: runs the real runners/watering.js through the
/// background-runner plugin's dispatch path (no BGTaskScheduler involved).
final class BackgroundRunnerTests: XCTestCase {
    private let center = UNUserNotificationCenter.current()

    override func setUp() async throws {
        center.removeAllPendingNotificationRequests()
        try RunnerHarness.seedBeds([
            .init(name: "Onions", hoursUntilWatering: 2),
            .init(name: "Runner beans", hoursUntilWatering: 5),
            .init(name: "Courgettes", hoursUntilWatering: 9),
            .init(name: "Garlic", hoursUntilWatering: 40),
        ])
    }

    func testRunnerScriptLoads() throws {
        XCTAssertNoThrow(try RunnerHarness.loadRunner(label: "com.marlpit.app.watering"))
    }

    func testWateringCheckSchedulesOneReminderPerBed() async throws {
        let result = try await RunnerHarness.dispatch(
            label: "com.marlpit.app.watering",
            event: "checkWatering",
            details: ["now": Date().timeIntervalSince1970 * 1000])
        XCTAssertEqual(result["scheduled"] as? Int, 3)

        let pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.count, 3, "pending watering reminders")
    }
}
