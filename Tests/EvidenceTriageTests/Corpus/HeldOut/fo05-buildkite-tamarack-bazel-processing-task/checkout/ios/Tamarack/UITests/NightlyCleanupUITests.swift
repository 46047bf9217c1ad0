import XCTest

final class NightlyCleanupUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testCleanupRunsWhenLaunchedForProcessingTask() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NightlyCleanupUITests/testCleanupRunsWhenLaunchedForProcessingTask"
        // Debug builds: schedule the cleanup, then ask BGTaskScheduler to simulate its launch
        // (the same _simulateLaunchForTaskWithIdentifier: hook we use from lldb).
        app.launchArguments += ["-TMKScheduleNightlyCleanup", "-TMKSimulateBackgroundLaunch", "com.tamarack.field.nightly-cleanup"]
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.cells["settings.diagnostics"].tap()

        let finished = app.staticTexts["Last cleanup: finished"]
        XCTAssertTrue(finished.waitForExistence(timeout: 60), "Cleanup did not finish within 60 s")
    }

    func testDiagnosticsShowsRegisteredTasks() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["settings.diagnostics"].tap()
        XCTAssertTrue(app.staticTexts["com.tamarack.field.refresh"].waitForExistence(timeout: 10))
    }
}
