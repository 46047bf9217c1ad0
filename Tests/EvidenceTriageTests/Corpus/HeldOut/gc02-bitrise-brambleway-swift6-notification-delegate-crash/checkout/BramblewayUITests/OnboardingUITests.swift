import XCTest

final class OnboardingUITests: XCTestCase {
    func testAllowNotificationsFromOnboarding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fresh-install"]
        app.launch()
        app.buttons["onboarding.enableReminders"].tap()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 5), "notification permission alert not shown")
        allow.tap()
        XCTAssertTrue(app.staticTexts["onboarding.done"].waitForExistence(timeout: 5))
    }
}
