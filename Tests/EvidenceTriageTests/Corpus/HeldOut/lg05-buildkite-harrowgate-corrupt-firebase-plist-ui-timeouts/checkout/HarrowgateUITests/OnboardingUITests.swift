import XCTest

final class OnboardingUITests: XCTestCase {
    func testFirstLaunchShowsWelcome() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Welcome to Harrowgate"].waitForExistence(timeout: 20), "welcome title did not appear")
    }
}
