import XCTest

final class FeedUITests: XCTestCase {
    func testPullToRefreshReloadsFeed() {
        let app = XCUIApplication()
        app.launch()
        let first = app.cells.firstMatch
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.swipeDown(velocity: .fast)
        XCTAssertTrue(app.activityIndicators["feed.refreshing"].waitForExistence(timeout: 2))
    }
}
