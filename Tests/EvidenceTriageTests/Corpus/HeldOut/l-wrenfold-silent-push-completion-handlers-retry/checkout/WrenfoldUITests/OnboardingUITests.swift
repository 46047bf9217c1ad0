import XCTest

final class OnboardingUITests: XCTestCase {
    func testAllowNotificationsPrompt() {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "Notifications") { alert in
            alert.buttons["Allow"].tap(); return true
        }
        app.buttons["onboarding.enableNotifications"].tap()
        app.tap()
        XCTAssertTrue(app.staticTexts["onboarding.done"].waitForExistence(timeout: 5))
    }
}
