import XCTest

final class CheckoutFlowUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing", "-stub-payments"]
        app.launch()
    }

    func testApplePayButtonShownForEligibleCart() {
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.buttons["Buy with Apple Pay"].exists)
    }

    func testDeliverySlotPickerDefaultsToEarliest() {
        app.tabBars.buttons["Cart"].tap()
        app.buttons["Checkout"].tap()
        XCTAssertEqual(app.pickerWheels.firstMatch.value as? String, "Tomorrow, 8–10")
    }

    func testPromoCodeRejectsExpiredCode() {
        app.tabBars.buttons["Cart"].tap()
        app.textFields["Promo code"].tap()
        app.typeText("SPRING24\n")
        XCTAssertTrue(app.staticTexts["This code has expired"].waitForExistence(timeout: 5))
    }
}
