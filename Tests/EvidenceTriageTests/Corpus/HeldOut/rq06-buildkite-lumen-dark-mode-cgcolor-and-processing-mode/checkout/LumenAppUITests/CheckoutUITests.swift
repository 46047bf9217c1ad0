import XCTest

final class CheckoutUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-cart", "two-items"]
        app.launch()
    }

    func testApplePayButtonVisible() {
        app.buttons["cart.checkout"].tap()
        XCTAssertTrue(app.buttons["checkout.applePay"].waitForExistence(timeout: 6))
    }
}
