import XCTest

final class PlantSearchUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-catalog", "fixture"]
        app.launch()
        app.tabBars.buttons["Plants"].tap()
    }

    func testSearchTypesQuery() {
        let field = app.searchFields["Search plants"]
        field.tap()
        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 5), "software keyboard not shown")
        field.typeText("basil")
        XCTAssertTrue(app.cells["plant.basil"].waitForExistence(timeout: 3))
    }

    func testSearchKeyboardReturnKeySubmits() {
        let field = app.searchFields["Search plants"]
        field.tap()
        field.typeText("tomato")
        app.keyboards.buttons["search"].tap()
        XCTAssertTrue(app.staticTexts["search.resultsHeader"].waitForExistence(timeout: 3))
    }

    func testClearButtonResetsList() {
        let field = app.searchFields["Search plants"]
        field.tap()
        field.typeText("mint")
        field.buttons["Clear text"].tap()
        XCTAssertEqual(app.cells.count, 24)
    }
}
