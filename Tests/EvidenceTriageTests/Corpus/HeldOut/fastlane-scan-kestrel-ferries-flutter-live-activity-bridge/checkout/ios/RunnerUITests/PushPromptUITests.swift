import XCTest

final class PushPromptUITests: XCTestCase {
    func testAllowNotificationsFromOnboarding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--ui-testing", "--reset-onboarding"]
        app.launch()
        app.buttons["onboarding-next"].tap()
        app.buttons["onboarding-enable-alerts"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        springboard.alerts.buttons["Allow"].tap()
        XCTAssertTrue(app.staticTexts["alerts-enabled"].waitForExistence(timeout: 5))
    }
}
