import XCTest

final class LibraryUITests: XCTestCase {
    func testSearchShowsResults() {
        let app = XCUIApplication(); app.launchArguments = ["-stubCatalog"]; app.launch()
        app.searchFields["Search library"].tap()
        app.typeText("linden")
        XCTAssertTrue(app.cells["library.result.0"].waitForExistence(timeout: 5))
    }
}
