import XCTest

final class NarrationUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-LKDemoTour", "gallery-east", "-LKSkipOnboarding", "YES"]
        app.launch()
    }

    func testNarrationStartsFromStopList() {
        app.cells["stop-3"].tap()
        app.buttons["Play narration"].tap()
        XCTAssertTrue(app.buttons["Pause narration"].waitForExistence(timeout: 5))
    }

    /// Visitors pocket the phone between stops; narration has to keep going in the background.
    func testNarrationKeepsPlayingWhenBackgrounded() {
        app.cells["stop-3"].tap()
        app.buttons["Play narration"].tap()
        XCTAssertTrue(app.buttons["Pause narration"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()

        let seconds = Int(app.staticTexts["narrationElapsedSeconds"].label) ?? 0
        XCTAssertGreaterThanOrEqual(seconds, 18, "narration stopped while the app was in the background")
    }
}
