import XCTest

final class CheckoutUITests: KelpieUITestCase {
    func testPlaceOrderShowsConfirmation() {
        app.buttons["cart.checkout"].tap()
        app.buttons["checkout.placeOrder"].tap()
        XCTAssertTrue(app.staticTexts["Order confirmed"].waitForExistence(timeout: 5))
    }
}
