import XCTest

final class OnboardingUITests: XCTestCase {
    func testContinueButtonEnabled() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.textFields["onboarding.name"].tap()
        app.textFields["onboarding.name"].typeText("Rui")
        XCTAssertTrue(app.buttons["onboarding.continue"].isEnabled)
    }
}
