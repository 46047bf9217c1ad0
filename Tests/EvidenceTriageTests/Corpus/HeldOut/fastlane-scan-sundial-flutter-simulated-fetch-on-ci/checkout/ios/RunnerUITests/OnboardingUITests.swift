import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboarding() {
        let app = XCUIApplication()
        app.launchArguments = ["--reset-onboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Forecast"].exists)
    }
}
