import XCTest

/// Runs against the simulated route that the CI job starts with
/// `xcrun simctl location <udid> start` before the test action.
final class BackgroundRecordingUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITests", "-SkipOnboarding", "-LocationAuthorization", "always"]
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func testRecordingStartsAndStops() throws {
        app.buttons["record-button"].tap()
        XCTAssertTrue(app.staticTexts["recording-badge"].waitForExistence(timeout: 5))
        app.buttons["record-button"].tap()
        XCTAssertFalse(app.staticTexts["recording-badge"].exists)
    }

    func testRecordingContinuesAfterHome() throws {
        app.buttons["record-button"].tap()
        XCTAssertTrue(app.staticTexts["recording-badge"].waitForExistence(timeout: 5))

        // Let a couple of foreground fixes arrive, then leave the app.
        XCTAssertTrue(app.staticTexts["points-count"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)

        // The simulated route moves ~3 m/s; 30 s in the background should give
        // far more than ten fixes if the background activity session is live.
        sleep(30)
        app.activate()

        let backgrounded = Int(app.staticTexts["points-background-count"].label) ?? -1
        let diagnostic = app.staticTexts["bg-diagnostic"].label
        XCTAssertGreaterThan(backgrounded, 10,
                             "points recorded while backgrounded (session diagnostic: \(diagnostic))")
    }
}
