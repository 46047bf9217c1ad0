import XCTest
@testable import Marrowby

final class CartTotalsTests: XCTestCase {
    func testDiscountAppliedBeforeTax() {
        var cart = Cart(taxRate: 0.08)
        cart.add(.fixture(price: 24.00))
        cart.apply(.percentOff(10))
        XCTAssertEqual(cart.totalText, "$23.33")
    }
}
