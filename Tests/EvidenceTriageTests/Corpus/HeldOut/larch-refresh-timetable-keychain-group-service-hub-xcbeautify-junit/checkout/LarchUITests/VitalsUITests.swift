import XCTest

final class VitalsUITests: XCTestCase {
    func testTrendsChartRenders() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-seedVitals", "7d"]
        app.launch()
        app.tabBars.buttons["Trends"].tap()
        XCTAssertTrue(app.otherElements["trends-chart"].waitForExistence(timeout: 5))
    }
}
