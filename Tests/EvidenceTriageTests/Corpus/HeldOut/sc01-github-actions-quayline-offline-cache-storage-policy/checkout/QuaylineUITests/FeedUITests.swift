import XCTest

final class FeedUITests: XCTestCase {
    func testPullToRefreshShowsBanner() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-stub-network"]
        app.launch()
        let firstCell = app.cells.firstMatch
        XCTAssertTrue(firstCell.waitForExistence(timeout: 5))
        firstCell.swipeDown(velocity: .fast)
        XCTAssertTrue(app.staticTexts["feed.refreshBanner"].waitForExistence(timeout: 3))
    }
}
