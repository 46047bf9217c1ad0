import XCTest

final class OnboardingUITests: XCTestCase {
    func testContinueButtonAdvances() {
        let app = XCUIApplication()
        app.launchArguments += ["-reset-onboarding"]
        app.launch()
        app.buttons["onboarding.continue"].tap()
        XCTAssertTrue(app.staticTexts["onboarding.step2.title"].waitForExistence(timeout: 5))
    }
}
