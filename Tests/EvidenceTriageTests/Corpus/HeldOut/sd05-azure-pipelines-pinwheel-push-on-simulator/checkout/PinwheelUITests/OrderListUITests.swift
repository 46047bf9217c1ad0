import XCTest

final class OrderListUITests: XCTestCase {
    func testPullToRefreshShowsUpdatedStage() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-stubOrders"]
        app.launch()
        let first = app.cells["order.PW-5521"]
        XCTAssertTrue(first.waitForExistence(timeout: 5))
        first.swipeDown(velocity: .fast)
        XCTAssertTrue(app.staticTexts["Out for delivery"].waitForExistence(timeout: 5))
    }
}
