import XCTest

final class ToolbarUITests: WrenUITestCase {
    func testOpenSearchFromToolbar() {
        let search = app.buttons["toolbar.search"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        XCTAssertTrue(app.searchFields["notebooks.search"].exists, "search field not shown after tapping toolbar.search")
    }
}
