import XCTest

final class ArticleListUITests: XCTestCase {
    func testPullToRefreshLoadsArticles() {
        let app = XCUIApplication()
        app.launchArguments = ["-useStubFeed"]
        app.launch()
        let list = app.collectionViews["headlines"]
        XCTAssertTrue(list.waitForExistence(timeout: 20), "headline list did not appear")
        list.swipeDown()
        XCTAssertGreaterThan(list.cells.count, 0)
    }
}
