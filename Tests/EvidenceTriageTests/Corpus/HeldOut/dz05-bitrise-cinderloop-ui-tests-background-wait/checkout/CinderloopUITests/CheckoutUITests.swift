import XCTest

final class CheckoutUITests: XCTestCase {

    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-signed-in", "-uitest-cart", "flat-white,croissant"]
        app.launch()
    }

    func testPayButtonVisible() {
        app.tabBars.buttons["Order"].tap()
        app.buttons["cart.checkout"].tap()
        XCTAssertTrue(app.buttons["checkout.pay"].waitForExistence(timeout: 10))
    }

    func testCartShowsTwoItems() {
        app.tabBars.buttons["Order"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "cart.item").count, 2)
    }
}
