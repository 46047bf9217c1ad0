import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPrimerShown() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        XCTAssertTrue(app.staticTexts["primer.title"].waitForExistence(timeout: 4))
    }
}
