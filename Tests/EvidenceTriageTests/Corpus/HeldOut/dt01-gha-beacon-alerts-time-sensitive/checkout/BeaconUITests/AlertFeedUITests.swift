import XCTest

final class AlertFeedUITests: XCTestCase {

    func testPullToRefreshShowsNewAlert() throws {
        let app = XCUIApplication()
        app.launchEnvironment["BEACON_STUB_FEED"] = "two-pages"
        app.launch()

        let feed = app.collectionViews["alert-feed"]
        XCTAssertTrue(feed.waitForExistence(timeout: 5))
        feed.swipeDown(velocity: .fast)
        XCTAssertTrue(app.staticTexts["disk usage above 90%"].waitForExistence(timeout: 3))
    }

    func testAcknowledgeRemovesBadge() throws {
        let app = XCUIApplication()
        app.launchEnvironment["BEACON_STUB_FEED"] = "one-page"
        app.launch()
        app.buttons["ack-P-1"].tap()
        XCTAssertFalse(app.staticTexts["unacked-count"].exists)
    }
}
