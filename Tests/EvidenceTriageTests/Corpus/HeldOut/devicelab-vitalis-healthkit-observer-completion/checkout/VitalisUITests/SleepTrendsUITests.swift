import XCTest

final class SleepTrendsUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testWeeklyChartRenders() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixture", "sleep-week-7"]
        app.launch()

        app.tabBars.buttons["Trends"].tap()
        app.segmentedControls.buttons["Week"].tap()

        XCTAssertTrue(app.otherElements["sleep-trend-chart"].waitForExistence(timeout: 10))
    }
}
