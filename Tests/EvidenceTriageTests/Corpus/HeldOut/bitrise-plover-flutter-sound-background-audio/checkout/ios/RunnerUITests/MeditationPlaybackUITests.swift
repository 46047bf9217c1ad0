import XCTest

/// Plays a guided session with flutter_sound and checks it keeps going with the app in the background.
final class MeditationPlaybackUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--e2e", "--session-fixture=breath-5min"]
        app.launch()
    }

    func testPlaybackStartsFromSessionCard() {
        app.buttons["Start Breath (5 min)"].tap()
        XCTAssertTrue(app.staticTexts["player.state.playing"].waitForExistence(timeout: 10))
    }

    func testPlaybackContinuesWhenBackgrounded() throws {
        app.buttons["Start Breath (5 min)"].tap()
        XCTAssertTrue(app.staticTexts["player.state.playing"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(30)
        app.activate()
        let elapsed = try XCTUnwrap(Int(app.staticTexts["player.elapsedSeconds"].label))
        XCTAssertGreaterThanOrEqual(elapsed, 30, "session audio should keep playing while the app is in the background")
    }
}
