import XCTest

final class SearchUITests: XCTestCase {
    func testSearchFieldTakesFocus() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["toolbar.search"].tap()
        XCTAssertTrue(app.searchFields["Search notes"].waitForExistence(timeout: 5))
    }
}
