import XCTest

final class SiteListUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testPullToRefreshShowsSpinner() {
        let list = app.collectionViews["siteList"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        list.cells.firstMatch.press(forDuration: 0.1, thenDragTo: app.staticTexts["Sites"])
        XCTAssertTrue(app.activityIndicators["refreshing"].waitForExistence(timeout: 2))
    }

    func testOpenSiteDetail() {
        app.collectionViews["siteList"].cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Site"].waitForExistence(timeout: 10))
    }
}
