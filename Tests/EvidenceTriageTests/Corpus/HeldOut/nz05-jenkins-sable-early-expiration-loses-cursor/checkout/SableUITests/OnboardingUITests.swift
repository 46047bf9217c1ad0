import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipButtonOpensAccounts() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["onboarding.skip"].tap()
        XCTAssertTrue(app.navigationBars["Accounts"].waitForExistence(timeout: 5))
    }
}
