import XCTest

final class SurveyListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launch()
        let list = app.collectionViews["survey.list"]
        list.swipeDown()
        XCTAssertTrue(app.activityIndicators["survey.list.refreshing"].waitForExistence(timeout: 3))
    }
}
