import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testTideAlertsRefreshAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRefreshUITests/testTideAlertsRefreshAfterBackgrounding"
        app.launchArguments += ["-UITestResetAlerts", "-UITestStubTidesAPI"]
        app.launch()

        app.buttons["alerts.enable"].tap()
        let lastRefreshed = app.staticTexts["alerts.lastRefreshed"]
        XCTAssertTrue(lastRefreshed.waitForExistence(timeout: 5))
        let before = lastRefreshed.label

        // Going to the home screen submits the refresh request (scene did enter background).
        XCUIDevice.shared.press(.home)

        // iOS only runs Background App Refresh for a suspended app; wait for that first.
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 180), "app was never suspended")

        app.activate()
        let changed = expectation(for: NSPredicate(format: "label != %@", before), evaluatedWith: lastRefreshed)
        wait(for: [changed], timeout: 300)
    }
}
