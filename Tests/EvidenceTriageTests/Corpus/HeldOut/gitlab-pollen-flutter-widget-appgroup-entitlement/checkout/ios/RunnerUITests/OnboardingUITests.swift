import XCTest

final class OnboardingUITests: XCTestCase {
    func testAllowNotificationsThenSkip() {
        let app = XCUIApplication()
        app.launchArguments = ["--reset-onboarding"]
        app.launch()
        app.buttons["Allow forecast alerts"].tap()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.staticTexts["Today's pollen"].waitForExistence(timeout: 10))
    }
}
