import XCTest

final class PlaybackBackgroundUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture-feed", "hearth-and-harbour"]
        app.launch()
    }

    func testPlaybackStartsFromEpisodeRow() throws {
        app.cells["episode-row-0"].tap()
        app.buttons["player-play"].tap()
        XCTAssertTrue(app.buttons["player-pause"].waitForExistence(timeout: 5))
    }

    func testPlaybackContinuesAfterHome() throws {
        app.cells["episode-row-0"].tap()
        app.buttons["player-play"].tap()
        let elapsed = app.staticTexts["player-elapsed-seconds"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
        sleep(3)
        let before = Double(elapsed.label) ?? 0

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        let after = Double(elapsed.label) ?? 0
        XCTAssertGreaterThan(after, before + 8, "playback should keep running while the app is in the background")
    }
}
