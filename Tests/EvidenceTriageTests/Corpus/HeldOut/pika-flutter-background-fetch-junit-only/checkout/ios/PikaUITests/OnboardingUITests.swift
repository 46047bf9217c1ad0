import XCTest

final class OnboardingUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest", "-resetOnboarding"]
        app.launch()
    }

    func testSkipOnboarding() {
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Albums"].waitForExistence(timeout: 5))
    }

    func testEnableBackupFromOnboarding() {
        app.buttons["Continue"].tap()
        app.switches["Back up photos while charging"].tap()
        app.buttons["Done"].tap()
        XCTAssertTrue(app.staticTexts["Backup on"].waitForExistence(timeout: 5))
    }
}
