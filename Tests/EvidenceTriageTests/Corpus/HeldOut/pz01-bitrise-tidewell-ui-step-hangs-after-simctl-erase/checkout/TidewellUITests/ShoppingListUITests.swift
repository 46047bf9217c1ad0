import XCTest

final class ShoppingListUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset"]
        app.launch()
    }

    func testAddItemAppearsInList() {
        app.buttons["list.add"].tap()
        app.textFields["item.name"].typeText("Oat milk\n")
        XCTAssertTrue(app.staticTexts["Oat milk"].waitForExistence(timeout: 5))
    }
}
