import XCTest

final class OnboardingUITests: XCTestCase {
    func testFreshInstallShowsWelcome() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Welcome to Driftnote"].waitForExistence(timeout: 5))
    }

    func testGetStartedOpensJournal() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing-skip-onboarding"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Journal"].waitForExistence(timeout: 5))
    }
}
