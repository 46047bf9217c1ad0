import XCTest

final class ListEditorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestsResetStore", "YES"]
        app.launch()
    }

    func testAddItemFromKeyboard() {
        app.buttons["addItemButton"].tap()
        let field = app.textFields["itemNameField"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        app.typeWithKeys("basil seeds")
        XCTAssertEqual(field.value as? String, "basil seeds",
                       "keyboard: \(app.keyboards.firstMatch.debugDescription)")
        app.buttons["saveItemButton"].tap()
        XCTAssertTrue(app.cells["item-basil seeds"].waitForExistence(timeout: 5))
    }

    func testDeleteItemWithSwipe() {
        let cell = app.cells.element(boundBy: 0)
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
        cell.swipeLeft()
        app.buttons["Delete"].tap()
    }
}
