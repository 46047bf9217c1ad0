import XCTest

final class StatsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing"]
        app.launch()
    }

    func testInsightsLoad() throws {
        app.tabBars.buttons["Stats"].tap()
        XCTAssertTrue(app.otherElements["stats.insights"].waitForExistence(timeout: 10))
    }
}
