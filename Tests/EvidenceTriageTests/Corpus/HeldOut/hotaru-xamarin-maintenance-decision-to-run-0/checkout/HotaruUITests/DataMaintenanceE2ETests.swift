import XCTest

/// End-to-end check of the Xamarin.iOS DataMaintenanceBackgroundService: it registers
/// org.hotaru.contact.data-maintenance (BGProcessingTask) and submits a request at launch;
/// the handler purges exposure logs older than 14 days and appends a "maintenance-done"
/// line to Library/Caches/maintenance.log, which the test reads through the app's debug screen.
final class DataMaintenanceE2ETests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "org.hotaru.contact")

    func testMaintenanceTaskRunsAfterAppTerminated() throws {
        app.launchArguments = ["--seed-logs-days", "21"]
        app.launch()
        XCTAssertTrue(app.staticTexts["homeTitle"].waitForExistence(timeout: 20))
        app.terminate()

        let done = expectation(description: "maintenance task ran")
        let poll = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            if DebugBridge.readMaintenanceLog(bundleIdentifier: "org.hotaru.contact").contains("maintenance-done") {
                done.fulfill()
            }
        }
        defer { poll.invalidate() }
        wait(for: [done], timeout: 1800)
    }

    func testOldLogsPurgedByMaintenanceTask() throws {
        app.launchArguments = ["--show-debug"]
        app.launch()
        app.buttons["Debug"].tap()
        let days = app.staticTexts["exposureLogDays"]
        XCTAssertTrue(days.waitForExistence(timeout: 20))
        XCTAssertEqual(days.label, "14", "exposure logs older than 14 days should have been purged by the maintenance task")
    }
}
