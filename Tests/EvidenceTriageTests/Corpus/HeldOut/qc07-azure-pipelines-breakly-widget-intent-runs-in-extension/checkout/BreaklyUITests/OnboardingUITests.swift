import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPermissionPrompt() {
        let app = XCUIApplication()
        app.launchArguments = ["-onboarding"]
        app.launch()
        app.buttons["onboarding.enableReminders"].tap()
        let alert = XCUIApplication(bundleIdentifier: "com.apple.springboard").alerts.firstMatch
        XCTAssertTrue(alert.waitForExistence(timeout: 5))
        alert.buttons["Allow"].tap()
    }
}
