import XCTest

final class CheckoutUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-basket", "oats,rice,lentils,flour"] // subtotal $12.00
        app.launch()
    }

    func testBasketShowsSubtotal() {
        app.tabBars.buttons["Basket"].tap()
        XCTAssertEqual(app.staticTexts["basket.subtotal"].label, "Subtotal $12.00")
    }

    func testApplyCouponShowsDiscount() {
        app.tabBars.buttons["Basket"].tap()
        app.buttons["Add coupon"].tap()
        let field = app.textFields["coupon.code"]
        field.tap()
        field.typeText("PANTRY10\n") // 10% off, minimum spend $12.00
        XCTAssertEqual(app.staticTexts["basket.total"].label, "Total $10.80")
    }
}
