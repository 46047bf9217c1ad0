import XCTest

final class ScanHistoryUITests: XCTestCase {
    func testPullToRefreshShowsNewScans() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtures", "route-12-stops", "-StubServerDelay", "1.5"]
        app.launch()

        app.tabBars.buttons["History"].tap()
        let first = app.cells.firstMatch
        first.press(forDuration: 0.1, thenDragTo: app.tabBars.firstMatch)
        XCTAssertTrue(app.cells["WB-4471-QP"].waitForExistence(timeout: 3), "\"WB-4471-QP\" cell did not appear after pull to refresh")
    }

    func testScanRowShowsStopNumber() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestFixtures", "route-12-stops"]
        app.launch()

        app.tabBars.buttons["History"].tap()
        XCTAssertTrue(app.cells.staticTexts["Stop 7"].waitForExistence(timeout: 5))
    }
}
