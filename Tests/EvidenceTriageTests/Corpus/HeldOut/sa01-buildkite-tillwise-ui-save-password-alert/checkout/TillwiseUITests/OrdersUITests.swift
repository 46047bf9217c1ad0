import XCTest

final class OrdersUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-mocks"]
        app.launch()
        LoginFlow.logIn(app)
    }

    func testOrderDetailOpensFromList() throws {
        app.tabBars.buttons["Orders"].tap()
        let firstOrder = app.cells["orders.row.2201"]
        XCTAssertTrue(firstOrder.waitForExistence(timeout: 10))
        firstOrder.tap()
        XCTAssertTrue(app.staticTexts["order.detail.number"].waitForExistence(timeout: 5))
    }
}
