import XCTest

final class SavedPlacesUITests: XCTestCase {
    func testRenamePlace() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-fixture-places", "ferry-terminal-25m"]
        app.launch()
        app.cells["place-ferry-terminal"].swipeLeft()
        app.buttons["Rename"].tap()
        let field = app.textFields["place-name-field"]
        field.clearAndType("Slussen ferry")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Slussen ferry"].waitForExistence(timeout: 3))
    }
}
