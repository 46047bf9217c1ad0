import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestingCart", "two-items", "-stubPayments", "YES"]
        app.launch()
    }

    func testCartShowsTwoLines() {
        app.tabBars.buttons["Cart"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "Cart.line").count, 2)
    }

    func testApplePayButtonShown() {
        app.tabBars.buttons["Cart"].tap()
        app.buttons["Cart.checkout"].tap()
        XCTAssertTrue(app.buttons["Checkout.applePay"].waitForExistence(timeout: 10))
    }
}
