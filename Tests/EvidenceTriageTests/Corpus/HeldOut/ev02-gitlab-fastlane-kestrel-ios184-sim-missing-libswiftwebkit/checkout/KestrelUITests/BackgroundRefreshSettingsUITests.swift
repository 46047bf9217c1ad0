import XCTest

final class BackgroundRefreshSettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshSettingsUITests/testEnablingRefreshSchedulesTask"
        app.launch()
    }

    func testEnablingRefreshSchedulesTask() throws {
        app.tabBars.buttons["Settings"].tap()
        let toggle = app.switches["background-sync-toggle"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        // The debug footer shows what BGTaskScheduler.getPendingTaskRequests returned.
        XCTAssertTrue(app.staticTexts["pending: com.kestrel.journal.sync"].waitForExistence(timeout: 10))
    }
}
