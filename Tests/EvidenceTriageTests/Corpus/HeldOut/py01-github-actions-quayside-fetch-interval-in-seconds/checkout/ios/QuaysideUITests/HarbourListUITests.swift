import XCTest

final class HarbourListUITests: XCTestCase {
    func testSearchFiltersHarbours() throws {
        let app = XCUIApplication()
        app.launch()
        let search = app.searchFields["Search harbours"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        search.typeText("Whit")
        XCTAssertTrue(app.staticTexts["Whitby"].waitForExistence(timeout: 5))
        XCTAssertFalse(app.staticTexts["Scarborough"].exists)
    }
}
