import XCTest

final class LibraryUITests: XCTestCase {
    func testOpenBookFromShelf() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-seed-library"]
        app.launch()
        app.cells["book-persuasion"].tap()
        XCTAssertTrue(app.otherElements["reader-page"].waitForExistence(timeout: 5))
    }
}
