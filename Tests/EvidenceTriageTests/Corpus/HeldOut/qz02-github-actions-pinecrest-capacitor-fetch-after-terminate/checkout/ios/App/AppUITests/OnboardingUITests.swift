import XCTest

final class OnboardingUITests: XCTestCase {
    func testSkipShowsDashboard() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-resetOnboarding"]
        app.launch()
        app.buttons["Skip"].tap()
        let header = app.webViews.staticTexts["This month"]
        XCTAssertTrue(header.waitForExistence(timeout: 5))
    }
}
