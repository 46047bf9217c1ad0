import XCTest

/// Marrowcast (React Native + expo-av). The queue screen has a debug action that
/// seeks the current episode to five seconds before its end.
final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-MarrowcastFixtureQueue", "tidal-locks"]
        app.launch()
    }

    func testPlaybackContinuesWhenBackgrounded() {
        app.buttons["Play queue"].tap()
        XCUIDevice.shared.press(.home)
        sleep(4)
        app.activate()
        XCTAssertEqual(app.staticTexts["playerState"].label, "playing")
    }

    func testNextEpisodeStartsWhileBackgrounded() {
        app.buttons["Play queue"].tap()
        app.buttons["Seek to end − 5 s"].tap()
        XCUIDevice.shared.press(.home)
        sleep(12)                                     // episode 41 ends ~5 s later; the queue must advance on its own
        app.activate()
        let error = app.staticTexts["playerError"]
        XCTAssertFalse(error.exists, "player reported: \(error.exists ? error.label : "")")
        XCTAssertEqual(app.staticTexts["nowPlayingTitle"].label, "Ep. 42 — Tidal Locks")
    }
}
