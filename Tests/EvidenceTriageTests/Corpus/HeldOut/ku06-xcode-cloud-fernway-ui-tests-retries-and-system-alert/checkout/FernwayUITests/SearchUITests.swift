import XCTest

final class SearchUITests: XCTestCase {
    func testTypingFiltersResults() {
        let app = XCUIApplication()
        app.launch()
        app.searchFields["Search trails"].tap()
        app.typeText("ledge")
        XCTAssertEqual(app.cells.count, 2)
    }
}
