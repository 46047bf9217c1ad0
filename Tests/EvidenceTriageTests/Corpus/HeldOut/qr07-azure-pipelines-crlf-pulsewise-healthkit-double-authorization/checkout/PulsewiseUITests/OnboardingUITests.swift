import XCTest

final class OnboardingUITests: XCTestCase {
    func testCompletingOnboardingShowsToday() {
        let app = XCUIApplication()
        app.launchArguments += ["-onboardingDone", "NO", "-UITestHealthPrompt", "allow-all"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        app.buttons["onboarding.connectHealth"].tap()
        XCTAssertTrue(app.navigationBars["Today"].waitForExistence(timeout: 20))
    }
}
