import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    func testPlaybackContinuesAfterHomeButton() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-episode", "fixtures/night-shift-ep12.mp3"]
        app.launch()
        app.buttons["player.play"].tap()
        XCTAssertTrue(app.staticTexts["player.elapsed"].waitForExistence(timeout: 5))
        let before = PlayerClock(app.staticTexts["player.elapsed"].label)

        XCUIDevice.shared.press(.home)
        sleep(8)                                   // listen in the background
        app.activate()

        let after = PlayerClock(app.staticTexts["player.elapsed"].label)
        XCTAssertGreaterThanOrEqual(after.seconds - before.seconds, 7, "playback did not continue in the background")
    }
}
