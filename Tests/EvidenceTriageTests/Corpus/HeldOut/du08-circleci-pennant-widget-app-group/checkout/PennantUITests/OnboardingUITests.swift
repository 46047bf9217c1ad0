import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipOnboarding() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Skip"].tap()
        XCTAssertTrue(app.navigationBars["Budgets"].waitForExistence(timeout: 5))
    }

    func testAddWidgetTipShownAfterFirstBudget() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetOnboarding"]
        app.launch()
        app.buttons["Create budget"].tap()
        XCTAssertTrue(app.staticTexts["Add the Pennant widget"].waitForExistence(timeout: 5))
    }
}
