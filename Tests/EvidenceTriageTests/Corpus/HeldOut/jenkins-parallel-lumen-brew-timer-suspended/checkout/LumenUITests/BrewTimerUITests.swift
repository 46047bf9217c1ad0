import XCTest

/// Lumen's brew timer is a repeating Timer on the main run loop that fires the
/// "Your tea is ready" alert when the countdown reaches zero.
final class BrewTimerUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-skipOnboarding", "YES"]
        app.launch()
    }

    func testStartShowsCountdown() {
        app.buttons["Sencha, 2 min"].tap()
        XCTAssertTrue(app.staticTexts["countdown"].waitForExistence(timeout: 3))
    }

    func testBrewReadyAlertAfterTwoMinutesInBackground() {
        app.buttons["Sencha, 2 min"].tap()
        XCUIDevice.shared.press(.home)
        sleep(150)                                   // brew is 120 s; leave 30 s of slack
        app.activate()

        let alert = app.alerts["Your tea is ready"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "brew-ready alert not shown after 150 s in background")
    }
}
