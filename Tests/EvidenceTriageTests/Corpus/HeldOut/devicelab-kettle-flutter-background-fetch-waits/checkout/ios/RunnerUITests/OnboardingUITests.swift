import XCTest

final class OnboardingUITests: XCTestCase {
    func testNotificationPrimerAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["--reset-onboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Get a nudge when your tea is ready"].waitForExistence(timeout: 10))
    }
}
