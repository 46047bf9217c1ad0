import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    func testStreamKeepsPlayingAfterHome() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-station", "fip-jazz"]
        app.launch()
        app.buttons["player.play"].tap()
        XCTAssertTrue(app.staticTexts["player.state.playing"].waitForExistence(timeout: 10))

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        let elapsed = app.staticTexts["player.elapsed"].label
        XCTAssertGreaterThanOrEqual(PlayerClock.seconds(from: elapsed), 12, "elapsed \(elapsed)")
    }
}
