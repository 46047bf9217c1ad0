import XCTest

final class BackgroundPlaybackUITests: XCTestCase {

    func testPlaybackContinuesAfterHomePress() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-pnFixtureEpisode", "long-walk-ep212", "-pnMuteOutput", "YES"]
        app.launch()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 10))
        let before = try XCTUnwrap(Double(app.staticTexts["elapsed-seconds"].label))

        XCUIDevice.shared.press(.home)
        sleep(6)
        app.activate()

        let after = try XCTUnwrap(Double(app.staticTexts["elapsed-seconds"].label))
        XCTAssertGreaterThanOrEqual(after - before, 5.0, "playback did not continue while the app was in the background")
    }
}
