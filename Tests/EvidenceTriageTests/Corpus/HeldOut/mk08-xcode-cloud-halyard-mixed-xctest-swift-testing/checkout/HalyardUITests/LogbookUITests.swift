import XCTest

final class LogbookUITests: XCTestCase {
    func testAddEntry() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["New Entry"].tap()
        app.textFields["Position"].typeText("53°20'N 6°15'W")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.cells["entry-0"].waitForExistence(timeout: 3))
    }
}
