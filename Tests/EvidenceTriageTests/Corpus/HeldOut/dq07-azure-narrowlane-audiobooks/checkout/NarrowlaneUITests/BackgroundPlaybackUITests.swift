import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UseBundledSampleBook", "YES"]
        app.launch()
    }

    /// Audiobooks must keep playing with the screen off or another app in front.
    func testPlaybackContinuesAfterHomeButton() {
        app.buttons["Play"].tap()
        let elapsed = app.staticTexts["elapsed-time"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))
        let before = PlaybackClock.seconds(from: elapsed.label)

        XCUIDevice.shared.press(.home)
        sleep(10)
        app.activate()

        let after = PlaybackClock.seconds(from: app.staticTexts["elapsed-time"].label)
        XCTAssertGreaterThanOrEqual(after - before, 8, "playback stopped while the app was in the background")
    }
}
