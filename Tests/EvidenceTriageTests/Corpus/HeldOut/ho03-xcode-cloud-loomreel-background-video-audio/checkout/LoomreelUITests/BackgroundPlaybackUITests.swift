import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        // -UITests shows the debug overlay (playback-position, player-rate labels)
        // and plays a bundled 10-minute lesson instead of streaming.
        app.launchArguments += ["-UITests", "-BundledLesson", "dovetail-joints"]
        app.launch()
    }

    func testLessonAudioStartsPlaying() throws {
        app.buttons["play-lesson"].tap()
        let rate = app.staticTexts["player-rate"]
        XCTAssertTrue(rate.waitForExistence(timeout: 5))
        XCTAssertEqual(rate.label, "1.0")
    }

    func testLessonAudioContinuesAfterHome() throws {
        app.buttons["play-lesson"].tap()
        XCTAssertTrue(app.staticTexts["player-rate"].waitForExistence(timeout: 5))
        let before = Double(app.staticTexts["playback-position"].label) ?? 0

        XCUIDevice.shared.press(.home)
        sleep(8)
        app.activate()

        let after = Double(app.staticTexts["playback-position"].label) ?? 0
        let rate = app.staticTexts["player-rate"].label
        XCTAssertGreaterThanOrEqual(after - before, 6.0,
                                    "seconds of lesson audio played while backgrounded (player rate after returning: \(rate))")
    }
}
