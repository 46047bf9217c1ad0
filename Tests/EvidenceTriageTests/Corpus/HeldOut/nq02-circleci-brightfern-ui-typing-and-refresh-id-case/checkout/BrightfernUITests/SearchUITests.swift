import XCTest

final class SearchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
    }

    func testSearchFieldShowsSuggestions() {
        app.tabBars.buttons["Search"].tap()
        let field = app.searchFields["Plants, gardens, tips"]
        field.tap()
        field.typeText("fern")
        XCTAssertTrue(app.cells["suggestion.0"].waitForExistence(timeout: 5))
    }
}
