import XCTest

final class SearchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-notes", "12"]
        app.launch()
    }

    func testSearchFieldFiltersNotes() {
        let field = app.searchFields["notes.search"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("quarterly")
        XCTAssertEqual(app.cells.matching(identifier: "note.row").count, 2)
    }
}
