import XCTest

final class TideChartUITests: XCTestCase {
    private let app = XCUIApplication()

    func testChartShowsNextHighTide() {
        app.launch()
        app.searchFields["Station"].tap()
        app.searchFields["Station"].typeText("Monterey")
        app.cells["station-9413450"].tap()
        XCTAssertTrue(app.staticTexts["nextHighTide"].waitForExistence(timeout: 15))
    }
}
