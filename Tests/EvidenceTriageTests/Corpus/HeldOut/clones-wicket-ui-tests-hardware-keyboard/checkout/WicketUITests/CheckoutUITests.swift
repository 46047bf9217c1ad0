import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-seedBasket", "2xAdult"]
        app.launch()
        app.buttons["Checkout"].tap()
    }

    func testApplyPromoCode() {
        let field = app.textFields["Promo code"]
        field.tap()
        field.typeText("SUMMER10")
        app.buttons["Apply"].tap()
        XCTAssertTrue(app.staticTexts["Promo SUMMER10 applied"].waitForExistence(timeout: 5))
    }

    /// Types with the on-screen keyboard and dismisses it with its Done key, as a customer would.
    func testEnterPromoCodeWithKeyboard() {
        app.textFields["Promo code"].tap()

        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 5), "software keyboard should appear")
        for key in ["S", "U", "M", "M", "E", "R"] { app.keyboards.keys[key].tap() }
        app.keyboards.buttons["Done"].tap()
        XCTAssertEqual(app.textFields["Promo code"].value as? String, "SUMMER")
    }
}
