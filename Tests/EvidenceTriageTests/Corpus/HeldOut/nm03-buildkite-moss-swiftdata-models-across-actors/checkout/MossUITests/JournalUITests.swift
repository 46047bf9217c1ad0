import XCTest

final class JournalUITests: XCTestCase {
    func testAddEntryFromToolbar() {
        let app = XCUIApplication()
        app.launch()
        app.toolbars.buttons["journal.add"].tap()
        XCTAssertTrue(app.textViews["entry.body"].waitForExistence(timeout: 5))
    }
}
