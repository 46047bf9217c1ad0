import XCTest

final class ContactsUITests: XCTestCase {
    func testSearchFiltersContacts() {
        let app = XCUIApplication()
        app.launch()
        app.searchFields["Search contacts"].tap()
        app.searchFields["Search contacts"].typeText("mar")
        XCTAssertEqual(app.cells.count, 2)
    }

    func testInviteSheetOpens() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Invite"].tap()
        XCTAssertTrue(app.sheets.firstMatch.waitForExistence(timeout: 3))
    }
}
