import XCTest

final class NowPlayingUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestEpisode", "fixture-episode-12"]
        app.launch()
    }

    func testLockScreenControlsAppear() throws {
        app.buttons["Play"].tap()
        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.otherElements["Now Playing"].waitForExistence(timeout: 10))
    }

    func testResumeAfterInterruption() throws {
        app.buttons["Play"].tap()
        app.buttons["debug.simulateInterruption"].tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 5))
    }
}
