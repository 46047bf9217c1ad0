import XCTest

final class CheckoutUITests: XCTestCase {
    func testApplePayButtonShownForEligibleCart() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedCart", "eligible"]
        app.launch()

        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.buttons["checkout.applePay"].waitForExistence(timeout: 10))
    }
}
