import XCTest

final class OrdersUITests: XCTestCase {
    func testOpenOrderDetail() {
        let app = XCUIApplication()
        app.launchArguments += ["-mockOrders", "YES"]
        app.launch()
        app.cells["order-1042"].tap()
        XCTAssertTrue(app.navigationBars["#1042"].waitForExistence(timeout: 10))
    }
}
