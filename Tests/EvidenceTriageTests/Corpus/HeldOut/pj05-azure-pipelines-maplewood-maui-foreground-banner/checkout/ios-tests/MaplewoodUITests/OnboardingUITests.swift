import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPermissionPrompt() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitest", "--reset-permissions"]
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.alerts.buttons["Allow"].waitForExistence(timeout: 8))
    }
}
