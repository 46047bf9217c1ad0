import XCTest

final class JournalUITests: XCTestCase {
    func testCreateEntryFromEmptyState() {
        let app = XCUIApplication()
        app.launchEnvironment["OAKHOLLOW_UITEST"] = "1"
        app.launch()
        let newEntry = app.buttons["New entry"]
        XCTAssertTrue(newEntry.waitForExistence(timeout: 15))
        newEntry.tap()
        app.textViews["entry-body"].typeText("Walked to the weir.")
        app.buttons["Save"].tap()
        XCTAssertTrue(app.cells.staticTexts["Walked to the weir."].exists)
    }
}
