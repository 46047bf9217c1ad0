import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboardingShowsBudgets() {
        let app = XCUIApplication()
        app.launchArguments += ["--reset-onboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Budgets"].waitForExistence(timeout: 5))
    }
}
