import XCTest

final class TrailListUITests: XCTestCase {
    func testSearchFiltersTrails() {
        let app = XCUIApplication(); app.launch()
        let search = app.searchFields["Search trails"]
        search.tap(); search.typeText("Skyline")
        XCTAssertEqual(app.cells.matching(identifier: "trail.row").count, 2)
    }
}
