import XCTest

/// Device-lab end-to-end check for Workmanager().registerPeriodicTask("periodicSync", ..., frequency: 15 min).
final class PeriodicTaskSchedulingTests: XCTestCase {
    func testPeriodicSyncRunsEvery15Minutes() throws {
        let app = XCUIApplication()
        app.launchEnvironment["SORREL_E2E_RESET_COUNTERS"] = "1"
        app.launch()

        app.buttons["Enable background sync"].tap()
        XCTAssertTrue(app.staticTexts["sync-enabled"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        // Two full 15-minute periods plus slack.
        Thread.sleep(forTimeInterval: 35 * 60)

        app.activate()
        let runs = Int(app.staticTexts["bg-run-count"].label) ?? 0
        XCTAssertGreaterThanOrEqual(runs, 2, "periodic sync should have run at least twice in 35 minutes")
    }
}
