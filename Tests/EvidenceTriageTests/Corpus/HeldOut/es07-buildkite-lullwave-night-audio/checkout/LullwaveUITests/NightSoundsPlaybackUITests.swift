import XCTest

final class NightSoundsPlaybackUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    /// Rain mix with a 5 s fade-in; the fade-in timer fires after the lock.
    func testPlaybackContinuesAfterScreenLocks() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-fadeInSeconds", "5"]
        app.launch()

        app.buttons["mix.rain-on-tin-roof"].tap()
        app.buttons["Play"].tap()
        XCTAssertTrue(app.staticTexts["playback.state"].wait(for: \.label, toEqual: "Playing", timeout: 5))

        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(12)
        XCUIDevice.shared.press(.home)
        app.activate()

        let elapsed = app.staticTexts["playback.elapsed"]
        XCTAssertEqual(app.staticTexts["playback.state"].label, "Playing", "elapsed shows \(elapsed.label)")
    }
}
