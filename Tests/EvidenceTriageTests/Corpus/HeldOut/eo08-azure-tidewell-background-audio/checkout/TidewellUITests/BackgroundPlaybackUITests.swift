import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// Start a track, go to the home screen for 8 s, come back: the position must have
    /// advanced by roughly 8 s. This is the "listen with the screen off" promise.
    func testPlaybackContinuesAfterPressingHome() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-local-media", "tone-120s.m4a"]
        app.launch()
        app.buttons["play-episode-slow-tide-041"].tap()
        let elapsed = app.staticTexts["elapsed-seconds"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
        sleep(2)
        let before = try XCTUnwrap(Int(elapsed.label))

        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()

        let after = try XCTUnwrap(Int(elapsed.label))
        XCTAssertGreaterThanOrEqual(after - before, 7, "playback should keep running while the app is in the background")
    }
}
