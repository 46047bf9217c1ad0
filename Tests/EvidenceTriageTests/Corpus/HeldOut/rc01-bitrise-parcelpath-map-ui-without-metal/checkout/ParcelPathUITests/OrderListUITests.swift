import XCTest

final class OrderListUITests: XCTestCase {
    func testPullToRefreshShowsSpinner() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-fixture", "orders-three-active"]
        app.launch()
        let first = app.cells["order.4471"]
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.swipeDown()
        XCTAssertTrue(app.activityIndicators["orders.refreshing"].waitForExistence(timeout: 2))
    }
}
