import XCTest

final class LockScreenPlaybackUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestFixtures", "offline-episode", "-EvidenceRecorder", "1"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "LockScreenPlaybackUITests/\(name.testMethodName)"
        app.launch()
    }

    func testNowPlayingInfoShowsEpisodeTitle() {
        app.cells["episode.ep_5521"].tap()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.staticTexts["nowPlaying.title"].waitForExistence(timeout: 5))
    }

    func testPlaybackContinuesWhileBackgrounded() throws {
        app.cells["episode.ep_5521"].tap()
        app.buttons["Play"].tap()
        let position = app.staticTexts["player.position"]
        XCTAssertTrue(position.waitForExistence(timeout: 5))
        let before = Double(position.label) ?? 0

        // Lock-screen listening: the episode must keep playing after the app leaves the foreground.
        XCUIDevice.shared.press(.home)
        sleep(12)
        app.activate()

        XCTAssertTrue(position.waitForExistence(timeout: 5))
        let after = Double(position.label) ?? 0
        XCTAssertGreaterThan(after - before, 8.0, "playback position should advance while the app is in the background")
    }
}
