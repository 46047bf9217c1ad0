import XCTest

final class MarketUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testMarketListShowsTitle() {
        XCTAssertTrue(app.staticTexts["Farmers' market"].waitForExistence(timeout: 8))
    }

    func testCartBadgeCountsItems() {
        app.buttons["market.item.0.add"].tap()
        XCTAssertEqual(app.staticTexts["cart.badge"].label, "1 in basket")
    }

    func testAboutScreenOpens() {
        app.buttons["About"].tap()
        XCTAssertTrue(app.navigationBars["About"].waitForExistence(timeout: 5))
    }
}
