import XCTest

final class CheckoutUITests: XCTestCase {
    func testApplyPromoCode() {
        let app = XCUIApplication()
        app.launchArguments += ["-skipOnboarding", "-stubAPI", "-seedCart", "mussels,samphire"]
        app.launch()
        app.tabBars.buttons["Basket"].tap()
        app.buttons["basket.checkout"].tap()

        let promo = app.textFields["checkout.promo.field"]
        promo.tap()
        promo.typeText("TIDE10")
        app.buttons["checkout.promo.apply"].tap()
        XCTAssertTrue(app.staticTexts["checkout.promo.applied"].waitForExistence(timeout: 5))
    }
}
