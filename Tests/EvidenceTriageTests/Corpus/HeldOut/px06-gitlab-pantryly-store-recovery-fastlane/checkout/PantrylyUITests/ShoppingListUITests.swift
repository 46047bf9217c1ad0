import XCTest

final class ShoppingListUITests: XCTestCase {
    func testAddItemAppearsInList() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestInMemoryStore"]
        app.launch()
        app.buttons["list.add"].tap()
        app.textFields["item.name"].typeText("Oat milk\n")
        XCTAssertTrue(app.cells.staticTexts["Oat milk"].waitForExistence(timeout: 4))
    }
}
