import SBTUITestTunnelClient
import XCTest

final class CheckoutUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
    }

    func testEmptyCartShowsPlaceholder() {
        app.launchTunnel { self.app.stubRequests(matching: SBTRequestMatch(url: "api.cartwheel.shop/v2/cart"), response: SBTStubResponse(fileNamed: "cart-empty.json")) }
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.staticTexts["cart.empty.title"].waitForExistence(timeout: 5))
    }

    func testApplyPromoCode() {
        app.launchWithCheckoutStubs()
        app.tabBars.buttons["Cart"].tap()
        app.textFields["checkout.promo"].tap()
        app.textFields["checkout.promo"].typeText("WELCOME10")
        app.buttons["checkout.promo.apply"].tap()
        XCTAssertEqual(app.staticTexts["checkout.discount"].label, "−€4.85")
    }

    func testRemoveItemFromCart() {
        app.launchWithCheckoutStubs()
        app.tabBars.buttons["Cart"].tap()
        app.cells["cart.item.oat-milk"].swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "cart.item").count, 2)
    }
}
