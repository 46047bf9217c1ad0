import XCTest

/// Marlowe Tides (Flutter, workmanager). Enabling offline sync calls
/// Workmanager().registerProcessingTask(...) on the Dart side; the debug
/// screen (debug builds only) can simulate a launch of the processing task.
final class SyncScheduleUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "SyncScheduleUITests/" + String(name.split(separator: " ").last!.dropLast())
        app.launch()
    }

    func testEnablingSyncSchedulesProcessingTask() {
        app.buttons["Settings"].tap()
        app.switches["Offline sync"].tap()
        let status = app.staticTexts["syncScheduleStatus"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "scheduled", "enabling offline sync should submit the processing task")
    }

    func testSimulatedLaunchRunsSync() {
        app.buttons["Settings"].tap()
        app.switches["Offline sync"].tap()
        app.buttons["Debug"].tap()
        app.buttons["Simulate processing launch"].tap()
        let result = app.staticTexts["lastSyncResult"]
        XCTAssertTrue(result.waitForExistence(timeout: 30))
        XCTAssertEqual(result.label, "synced 6 stations", "simulated launch should run the Dart callbackDispatcher")
    }
}
