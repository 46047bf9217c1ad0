import XCTest

final class OnboardingUITests: XCTestCase {
    func testFirstLaunchShowsWelcome() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["onboarding.welcome"].waitForExistence(timeout: 5), "welcome title did not appear")
    }
}
