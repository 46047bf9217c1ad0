import XCTest

final class ContactListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-fixture", "contacts-small"]
        app.launch()
    }

    func testSearchFiltersByCompany() throws {
        app.searchFields["Search contacts"].tap()
        app.searchFields["Search contacts"].typeText("Duarte")
        XCTAssertEqual(app.cells.matching(identifier: "contactRow").count, 1)
    }
}
