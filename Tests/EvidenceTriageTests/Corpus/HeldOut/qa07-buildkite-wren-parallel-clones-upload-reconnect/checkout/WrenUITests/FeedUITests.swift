import XCTest

final class FeedUITests: XCTestCase {
    func testPullToRefresh() {
        let app = XCUIApplication()
        app.launch()
        let first = app.cells.element(boundBy: 0)
        first.press(forDuration: 0.1, thenDragTo: app.cells.element(boundBy: 4))
        XCTAssertTrue(app.staticTexts["feed.updatedJustNow"].waitForExistence(timeout: 4))
    }
}
