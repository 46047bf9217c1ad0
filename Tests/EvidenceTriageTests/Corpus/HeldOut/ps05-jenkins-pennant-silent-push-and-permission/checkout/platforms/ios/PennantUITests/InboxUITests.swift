import XCTest

final class InboxUITests: XCTestCase {
    func testPullToRefresh() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Inbox"].tap()
        app.cells.firstMatch.swipeDown()
        XCTAssertTrue(app.staticTexts["inbox.updated"].waitForExistence(timeout: 5))
    }
}
