import XCTest

final class CheckoutUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-stubNetwork", "checkout-happy-path"]
    }

    func testGuestCheckoutShowsReceipt() {
        app.launch()
        app.buttons["cart"].tap()
        app.buttons["Checkout as guest"].tap()
        app.buttons["Place order"].tap()
        XCTAssertTrue(app.staticTexts["receipt.orderNumber"].waitForExistence(timeout: 15))
    }

    func testSavedCardPrefilled() {
        app.launchArguments += ["-signedInFixture", "rowan"]
        app.launch()
        app.buttons["cart"].tap()
        app.buttons["Checkout"].tap()
        XCTAssertEqual(app.staticTexts["payment.cardSummary"].label, "Visa •••• 4242")
    }
}
