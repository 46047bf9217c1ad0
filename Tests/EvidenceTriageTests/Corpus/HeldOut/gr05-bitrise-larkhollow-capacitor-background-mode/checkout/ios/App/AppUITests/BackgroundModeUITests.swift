import XCTest

final class BackgroundModeUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testTimerKeepsTickingAfterHomeButton() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest"]
        app.launch()

        app.buttons["Start workout"].tap()
        let elapsed = app.staticTexts["workout.elapsed"]
        XCTAssertTrue(elapsed.waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(20)
        app.activate()

        let seconds = Int(elapsed.label) ?? 0
        let debug = app.staticTexts["debug.bgmode"].label
        XCTAssertGreaterThanOrEqual(seconds, 20,
                                    "elapsed stopped while backgrounded; debug.bgmode = \"\(debug)\"")
    }
}
