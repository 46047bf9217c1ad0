import XCTest

final class BackgroundRefreshSettingsUITests: XCTestCase {
    func testTogglingBackgroundRefreshSchedulesTask() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshSettingsUITests/testTogglingBackgroundRefreshSchedulesTask"
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["Refresh headlines in background"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 30), "background refresh switch did not appear")
        toggle.tap()
        XCTAssertTrue(app.staticTexts["Next refresh scheduled"].waitForExistence(timeout: 10))
    }
}
