import XCTest

/// Marigold (Flutter) on the lab iPhone. The app's debug overlay shows the active
/// AVAudioSession category and the playback position of the current episode.
final class PlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--debug-overlay", "--fixture-feed=short-episodes"]
        app.launch()
    }

    func testPlaybackContinuesWhenBackgrounded() {
        app.buttons["play-episode-1"].tap()
        XCTAssertTrue(app.staticTexts["session: playback"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)
        sleep(12)
        app.activate()
        let position = app.staticTexts["position"].label
        XCTAssertGreaterThanOrEqual(PlaybackUITests.seconds(position), 10, "episode stopped while in background (position \(position))")
    }

    func testPauseFromNowPlayingCard() {
        app.buttons["play-episode-1"].tap()
        app.buttons["now-playing-pause"].tap()
        XCTAssertTrue(app.buttons["now-playing-play"].waitForExistence(timeout: 3))
    }

    static func seconds(_ label: String) -> Int {
        let parts = label.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : 0
    }
}
