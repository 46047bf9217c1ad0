import XCTest

final class AlbumListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launch()
        app.collectionViews.firstMatch.swipeDown()
        XCTAssertTrue(app.activityIndicators["album-refresh"].waitForExistence(timeout: 2))
    }
}
