import XCTest

final class LaunchUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testLaunchShowsBudgetOverview() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Budget overview"].waitForExistence(timeout: 10))
    }

    func testLaunchWithSeededAccountShowsBalance() {
        let app = XCUIApplication()
        app.launchArguments = ["-seed-account", "demo"]
        app.launch()
        XCTAssertTrue(app.staticTexts["balance.total"].waitForExistence(timeout: 10))
    }
}
