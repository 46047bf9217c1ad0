import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsHome() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 10))
    }
}
