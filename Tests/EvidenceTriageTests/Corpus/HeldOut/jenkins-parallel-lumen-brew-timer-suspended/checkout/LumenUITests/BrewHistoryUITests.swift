import XCTest

final class BrewHistoryUITests: XCTestCase {
    func testClearHistory() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedHistory", "3"]
        app.launch()
        app.tabBars.buttons["History"].tap()
        app.navigationBars.buttons["Clear"].tap()
        app.alerts.buttons["Clear all"].tap()
        XCTAssertEqual(app.cells.count, 0)
    }
}
