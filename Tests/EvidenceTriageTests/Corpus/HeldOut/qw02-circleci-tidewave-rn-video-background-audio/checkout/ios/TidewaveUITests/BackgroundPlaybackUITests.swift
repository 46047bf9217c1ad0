import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-TidewaveFixtureFeed", "YES"]
        app.launch()
    }

    func testMiniPlayerAppearsAfterPlay() {
        app.buttons["episode.play.ep-41"].tap()
        XCTAssertTrue(app.otherElements["miniPlayer"].waitForExistence(timeout: 6))
    }

    func testEpisodeKeepsPlayingAfterHomeButton() {
        app.buttons["episode.play.ep-41"].tap()
        let state = app.staticTexts["player.state"]
        XCTAssertTrue(state.waitForExistence(timeout: 6))
        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()
        XCTAssertEqual(state.label, "Playing")
    }
}
