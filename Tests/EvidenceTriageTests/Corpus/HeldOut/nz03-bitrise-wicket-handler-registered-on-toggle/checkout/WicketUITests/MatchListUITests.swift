import XCTest

final class MatchListUITests: XCTestCase {
    func testPullToRefreshShowsUpdatedTime() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestStubNetwork"]
        app.launch()
        let list = app.tables["matches.list"]
        list.cells.element(boundBy: 0).press(forDuration: 0.1, thenDragTo: list.cells.element(boundBy: 4))
        XCTAssertTrue(app.staticTexts["matches.updated.justNow"].waitForExistence(timeout: 4))
    }
}
