import XCTest

final class ChartBrowserUITests: XCTestCase {
    func testOpensSolentChart() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestSkipRefresh"]
        app.launch()
        app.buttons["charts.region.solent"].tap()
        XCTAssertTrue(app.otherElements["chart.canvas"].waitForExistence(timeout: 10))
    }
}
