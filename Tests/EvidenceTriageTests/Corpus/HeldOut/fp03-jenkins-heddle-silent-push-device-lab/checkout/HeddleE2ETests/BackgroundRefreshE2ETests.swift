import XCTest

final class BackgroundRefreshE2ETests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-E2EAccount", "lab-device-02", "-ShowDebugMenu", "YES"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshE2ETests/testAppRefreshRunsWithinFiveMinutesOfSubmit"
    }

    /// Submits an app-refresh request due in 60 s from the debug menu, backgrounds the app and
    /// expects the refresh to have run (debug menu shows "last refresh") within five minutes.
    func testAppRefreshRunsWithinFiveMinutesOfSubmit() throws {
        app.launch()
        app.buttons["Debug"].tap()
        app.buttons["Schedule refresh in 60 s"].tap()
        XCTAssertTrue(app.staticTexts["Refresh submitted"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        Thread.sleep(forTimeInterval: 300)

        app.activate()
        app.buttons["Debug"].tap()
        let lastRefresh = app.staticTexts["lastBackgroundRefresh"]
        XCTAssertTrue(lastRefresh.waitForExistence(timeout: 5))
        XCTAssertNotEqual(lastRefresh.label, "never", "background refresh did not run within 5 minutes of submission")
    }
}
