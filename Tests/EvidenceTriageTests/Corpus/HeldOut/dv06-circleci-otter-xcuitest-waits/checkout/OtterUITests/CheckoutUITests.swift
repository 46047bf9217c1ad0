import XCTest

final class CheckoutUITests: XCTestCase {
    let app = XCUIApplication()

    func testApplePayButtonVisible() {
        app.launchArguments += ["-ui-testing", "-mock-server", "-cart-fixture", "two-items"]
        app.launch()
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.buttons["Checkout.applePay"].waitForExistence(timeout: 10))
    }
}
