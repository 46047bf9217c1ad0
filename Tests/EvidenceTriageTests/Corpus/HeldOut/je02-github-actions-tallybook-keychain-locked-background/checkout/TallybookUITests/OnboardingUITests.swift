import XCTest

final class OnboardingUITests: XCTestCase {
    func testConnectBankShowsProviderList() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-reset"]
        app.launch()
        app.buttons["Connect a bank"].tap()
        XCTAssertTrue(app.tables["ProviderList"].waitForExistence(timeout: 5))
    }

    func testSkipButtonReachesDashboard() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-reset"]
        app.launch()
        app.buttons["Skip for now"].tap()
        XCTAssertTrue(app.navigationBars["Dashboard"].waitForExistence(timeout: 3), "Dashboard title did not appear")
    }
}
