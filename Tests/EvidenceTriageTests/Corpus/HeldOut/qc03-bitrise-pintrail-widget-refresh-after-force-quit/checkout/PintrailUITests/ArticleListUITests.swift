import XCTest

final class ArticleListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launch()
        let list = app.collectionViews["articles.list"]
        list.swipeDown(velocity: .fast)
        XCTAssertTrue(app.activityIndicators["articles.refreshing"].waitForExistence(timeout: 2))
    }
}
