import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-TidewellOfflineFixture", "episodes-3.json"]
        app.launch()
    }

    func testPlaybackContinuesAfterHomeButton() {
        app.cells["episode-tidal-energy"].tap()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)
        sleep(15)
        app.activate()
        let elapsed = app.staticTexts["elapsedSeconds"].label
        XCTAssertGreaterThanOrEqual(Int(elapsed) ?? 0, 15, "playback paused when the app went to the background")
    }
}
