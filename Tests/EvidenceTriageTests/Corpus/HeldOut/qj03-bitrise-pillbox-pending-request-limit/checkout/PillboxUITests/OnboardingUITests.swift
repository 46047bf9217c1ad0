import XCTest

final class OnboardingUITests: XCTestCase {
    func testOnboardingAllowNotifications() {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        addUIInterruptionMonitor(withDescription: "notifications") { alert in
            alert.buttons["Allow"].tap(); return true
        }
        app.buttons["onboarding.enableReminders"].tap()
        app.tap()
        XCTAssertTrue(app.staticTexts["Today"].waitForExistence(timeout: 5))
    }
}
