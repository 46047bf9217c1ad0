import XCTest

final class SearchUITests: XCTestCase {
    func testTypingShowsResults() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestsStubbedAPI"]
        app.launch()
        app.tabBars.buttons["Search"].tap()
        let field = app.searchFields["Search projects"]
        field.tap()
        field.typeText("board games")
        XCTAssertTrue(app.cells["SearchResultCell"].firstMatch.waitForExistence(timeout: 3))
    }
}
