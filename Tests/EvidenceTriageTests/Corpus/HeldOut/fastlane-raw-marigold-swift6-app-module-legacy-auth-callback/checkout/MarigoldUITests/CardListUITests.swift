import XCTest

final class CardListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments += ["-stubNetwork", "YES"]
        app.launch()
        let list = app.collectionViews["cardList"]
        list.swipeDown(velocity: .fast)
        XCTAssertTrue(app.activityIndicators["refreshSpinner"].waitForExistence(timeout: 2))
    }
}
