import XCTest

final class PlaybackUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testPlayButtonTogglesToPause() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestFixtureEpisode", "long-walk"]
        app.launch()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 5))
    }

    func testAudioContinuesWhenAppBackgrounded() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestFixtureEpisode", "long-walk"]
        app.launch()
        app.buttons["Play"].tap()
        let elapsed = app.staticTexts["elapsed"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
        sleep(3)
        let before = elapsed.label

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        XCTAssertNotEqual(elapsed.label, before, "playback stopped while backgrounded")
    }
}
