import XCTest

final class OnboardingFlowUITests: XCTestCase {
    func testWelcomeShownOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["--reset-onboarding"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Welcome to Fernleaf"].waitForExistence(timeout: 10))
    }
}
