import XCTest

final class CheckoutFlowUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uiTestingStubbedMenu", "-disableAnimations"]
        app.launch()
    }

    func testPlaceOrderShowsConfirmationSheet() {
        app.buttons["menu.item.sourdough"].tap()
        app.buttons["basket.checkout"].tap()
        app.buttons["checkout.placeOrder"].tap()
        let sheet = app.otherElements["order.confirmation.sheet"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 5), "confirmation sheet did not appear")
    }
}
