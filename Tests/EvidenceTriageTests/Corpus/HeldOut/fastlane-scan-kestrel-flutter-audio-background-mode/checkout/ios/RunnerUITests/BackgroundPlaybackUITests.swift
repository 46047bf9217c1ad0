import XCTest

/// Kestrel Radio (Flutter + audioplayers). Plays the bundled 30 s test stream from the station list.
final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["--use-fixture-stream"]
        app.launch()
    }

    func testPlaybackContinuesAfterHomePress() {
        app.buttons["station-fixture"].tap()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.staticTexts["playerState: playing"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()
        let seconds = Int(app.staticTexts["positionSeconds"].label) ?? 0
        XCTAssertGreaterThanOrEqual(seconds, 8, "audio should keep playing while the app is in the background")
    }
}
