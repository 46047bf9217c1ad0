import XCTest

final class OvernightSyncUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testEnablingOvernightSyncSchedulesProcessingTask() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-resetDefaults"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OvernightSyncUITests/testEnablingOvernightSyncSchedulesProcessingTask"
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.switches["overnight-sync-toggle"].tap()

        let status = app.staticTexts["overnight-sync-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "Scheduled for 02:00 on Wi-Fi")
    }

    func testSettingsShowsSyncStatusRow() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["Overnight sync"].waitForExistence(timeout: 5))
    }
}
