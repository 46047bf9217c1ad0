import XCTest
import SBTUITestTunnelClient

final class CheckoutUITests: XCTestCase {
    let app = SBTUITunneledApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchTunnel { app.stubRequests(matching: SBTRequestMatch(url: "api.pinegrove.shop/cart"), response: SBTStubResponse(fileNamed: "cart-two-items.json")) }
    }

    func testPromoCodeField() {
        app.buttons["checkout.promo"].tap()
        let field = app.textFields["checkout.promo.field"]
        XCTAssertTrue(field.isHittable)
        field.typeText("PINE10")
    }

    func testTotalIncludesShipping() {
        app.buttons["cart.checkout"].tap()
        XCTAssertEqual(app.staticTexts["checkout.total"].label, "$47.00")
    }
}
