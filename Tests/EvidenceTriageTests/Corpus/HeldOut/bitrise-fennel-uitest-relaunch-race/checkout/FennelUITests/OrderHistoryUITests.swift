import XCTest

final class OrderHistoryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-stubbedAPI", "orders-3"]
    }

    func testReorderFromHistoryAfterRelaunch() {
        app.launch()
        app.tabBars.buttons["Orders"].tap()
        XCTAssertTrue(app.cells["order-1042"].waitForExistence(timeout: 5))

        app.terminate()
        app.launch()
        app.tabBars.buttons["Orders"].tap()
        app.cells["order-1042"].tap()
        XCTAssertTrue(app.buttons["Reorder"].waitForExistence(timeout: 5), "Reorder button did not appear after relaunch")
    }
}
