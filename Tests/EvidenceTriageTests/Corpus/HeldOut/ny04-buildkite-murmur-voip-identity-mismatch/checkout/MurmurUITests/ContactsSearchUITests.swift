import XCTest

final class ContactsSearchUITests: XCTestCase {
    func testSearchFiltersByName() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-sign-in", "maya.k"]
        app.launch()
        app.searchFields["Search contacts"].tap()
        app.searchFields["Search contacts"].typeText("jon")
        XCTAssertEqual(app.cells.count, 1)
    }
}
