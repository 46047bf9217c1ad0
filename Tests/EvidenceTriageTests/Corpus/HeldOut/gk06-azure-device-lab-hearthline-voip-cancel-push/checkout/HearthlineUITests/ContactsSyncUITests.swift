import XCTest

final class ContactsSyncUITests: XCTestCase {
    func testImportsFavorites() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-HearthlineFixtureContacts", "favorites-3"]
        app.launch()
        app.tabBars.buttons["Contacts"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "favorite").count, 3)
    }
}
