import XCTest

final class SearchUITests: XCTestCase {
    func testSearchShowsResults() throws {
        let app = XCUIApplication()
        app.launch()
        let field = app.searchFields["Search places"]
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        field.tap()
        field.typeText("harbour")
        XCTAssertTrue(app.cells.firstMatch.waitForExistence(timeout: 10))
    }
}
