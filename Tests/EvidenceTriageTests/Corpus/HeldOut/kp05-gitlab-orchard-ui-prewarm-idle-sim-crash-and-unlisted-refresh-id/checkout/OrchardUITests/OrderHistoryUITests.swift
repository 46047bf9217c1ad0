import XCTest

final class OrderHistoryUITests: XCTestCase {
    func testReorderFromHistory() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedOrders", "3"]
        app.launch()

        app.tabBars.buttons["Orders"].tap()
        app.cells.element(boundBy: 0).tap()
        app.buttons["Reorder"].tap()
        XCTAssertTrue(app.staticTexts["cart.itemCount.12"].waitForExistence(timeout: 10))
    }
}
