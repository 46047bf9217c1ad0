import XCTest

final class HealthOnboardingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testWelcomeShowsConnectButton() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        XCTAssertTrue(app.buttons["Connect Apple Health"].waitForExistence(timeout: 5))
    }

    func testAuthorizationSheetGrantsHeartRate() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["Connect Apple Health"].tap()
        let turnOnAll = app.buttons["Turn On All"]
        XCTAssertTrue(turnOnAll.waitForExistence(timeout: 10))
        turnOnAll.tap()
        app.navigationBars.buttons["Allow"].tap()
        XCTAssertTrue(app.staticTexts["Heart rate connected"].waitForExistence(timeout: 10))
    }
}
