import XCTest

final class OnboardingUITests: XCTestCase {
    func testHealthPermissionPrompt() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.connectHealth"].tap()
        XCTAssertTrue(app.alerts.firstMatch.waitForExistence(timeout: 5))
    }
}
