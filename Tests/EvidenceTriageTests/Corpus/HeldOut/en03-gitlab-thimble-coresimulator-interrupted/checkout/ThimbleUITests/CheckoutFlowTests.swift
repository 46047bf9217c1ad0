import XCTest

final class CheckoutFlowTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedCart", "two-spools"]
        app.launch()
    }

    func testApplePayButtonShown() {
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.buttons["checkout.applePay"].waitForExistence(timeout: 5))
    }

    func testPromoCodeErrorShown() {
        app.tabBars.buttons["Cart"].tap()
        let field = app.textFields["checkout.promo"]
        field.tap()
        field.typeText("SPRING-NOPE\n")
        XCTAssertTrue(app.staticTexts["That code isn't valid"].waitForExistence(timeout: 3),
                      "expected the invalid-promo message under the field")
    }
}
