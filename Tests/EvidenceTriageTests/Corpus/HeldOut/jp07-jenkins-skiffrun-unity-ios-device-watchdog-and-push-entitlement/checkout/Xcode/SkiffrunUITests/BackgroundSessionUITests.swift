import XCTest

final class BackgroundSessionUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.skiffrun.game")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-skiffUITest", "1", "-skiffNetwork", "throttled-3g"]
        app.launch()
    }

    /// Players often switch apps mid-run; coming back must resume the live session.
    func testAnalyticsFlushSurvivesBackgrounding() throws {
        app.buttons["play"].tap()
        XCTAssertTrue(app.staticTexts["run-timer"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()
        XCTAssertTrue(app.otherElements["resume-banner"].waitForExistence(timeout: 10),
                      "returning to the game should resume the live run")
    }
}
