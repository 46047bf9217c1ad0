import XCTest

final class CheckoutUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedCart", "two-items"]
    }

    func testPlaceOrderButtonVisible() throws {
        app.launch()
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.buttons["Place order"].waitForExistence(timeout: 10))
    }

    func testEmptyCartShowsBrowseLink() throws {
        app.launchArguments += ["-seedCart", "empty"]
        app.launch()
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.links["Browse the shop"].exists)
    }
}
