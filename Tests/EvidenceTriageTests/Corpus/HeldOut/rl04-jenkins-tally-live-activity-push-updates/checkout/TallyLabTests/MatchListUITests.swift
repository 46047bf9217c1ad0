import XCTest

final class MatchListUITests: XCTestCase {
    func testPullToRefresh() {
        let app = XCUIApplication()
        app.launch()
        let first = app.cells.firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.press(forDuration: 0.1, thenDragTo: app.cells.element(boundBy: 4))
        XCTAssertTrue(app.staticTexts["list.updatedJustNow"].waitForExistence(timeout: 5))
    }
}
