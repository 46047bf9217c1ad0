import XCTest

final class InboxListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments += ["-labAccount", "inbox-7"]
        app.launch()
        let list = app.tables["inbox.list"]
        list.cells.firstMatch.press(forDuration: 0.1, thenDragTo: list.cells.element(boundBy: 6))
        XCTAssertTrue(app.activityIndicators["inbox.refreshing"].waitForExistence(timeout: 2))
    }
}
