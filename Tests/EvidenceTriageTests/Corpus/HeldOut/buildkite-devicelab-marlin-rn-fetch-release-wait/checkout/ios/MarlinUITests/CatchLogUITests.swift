import XCTest

final class CatchLogUITests: XCTestCase {
    func testAddCatchSavesEntry() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Log a catch"].tap()
        app.textFields["Species"].tap()
        app.textFields["Species"].typeText("Mackerel")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.staticTexts["Mackerel"].waitForExistence(timeout: 5))
    }
}
