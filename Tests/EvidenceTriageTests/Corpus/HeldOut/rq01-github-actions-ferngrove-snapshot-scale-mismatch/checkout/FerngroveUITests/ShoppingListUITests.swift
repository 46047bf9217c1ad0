import XCTest

final class ShoppingListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-pantry"]
        app.launch()
    }

    func testAddItemAppearsInList() {
        app.tabBars.buttons["Shopping"].tap()
        app.buttons["shopping.add"].tap()
        app.textFields["shopping.newItem"].typeText("Fennel\n")
        XCTAssertTrue(app.cells.staticTexts["Fennel"].waitForExistence(timeout: 5))
    }
}
