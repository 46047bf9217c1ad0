import XCTest

final class OnboardingUITests: XCTestCase {
    func testAllowNotificationsPrompt() {
        let app = XCUIApplication()
        app.launchArguments += ["--reset-onboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.buttons["Allow"].tap()
        XCTAssertTrue(app.staticTexts["onboarding.done"].waitForExistence(timeout: 5))
    }
}
