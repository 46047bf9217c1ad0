import XCTest

final class FocusSessionUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-focus-length-seconds", "60"]
        app.launch()
    }

    func testBreakAlertShownAfterTimerFiresInBackground() {
        app.buttons["focus.start"].tap()
        XCUIDevice.shared.press(.home)
        sleep(75)
        app.activate()
        XCTAssertTrue(app.alerts["Break time"].waitForExistence(timeout: 5))
    }

    func testPauseButtonTogglesToResume() {
        app.buttons["focus.start"].tap()
        app.buttons["focus.pause"].tap()
        XCTAssertTrue(app.buttons["focus.resume"].waitForExistence(timeout: 3))
    }
}
