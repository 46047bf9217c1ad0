import XCTest

final class LockedPlaybackUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixture", "ogg-episode-17"]
        app.launch()
    }

    func testOggPlaybackContinuesWhenScreenOff() throws {
        app.buttons["Play"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(45)
        app.activate()
        let elapsed = app.staticTexts["elapsed"].label
        XCTAssertGreaterThan(PlaybackClock.seconds(from: elapsed), 40)
    }

    func testLockScreenNowPlayingShowsTitle() throws {
        app.buttons["Play"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.staticTexts["Episode 17: Standing Stones"].waitForExistence(timeout: 10))
    }
}
