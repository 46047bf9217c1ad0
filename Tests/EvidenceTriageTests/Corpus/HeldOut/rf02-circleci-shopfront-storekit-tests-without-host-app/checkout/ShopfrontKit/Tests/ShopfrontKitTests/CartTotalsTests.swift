import XCTest
@testable import ShopfrontKit

final class CartTotalsTests: XCTestCase {
    func testSubtotalSumsLines() {
        let cart = Cart(lines: [.init(sku: "TEE-01", unitPrice: 1999, quantity: 2)])
        XCTAssertEqual(cart.subtotal, 3998)
    }

    func testCouponAppliedBeforeTax() {
        var cart = Cart(lines: [.init(sku: "HOOD-02", unitPrice: 5000, quantity: 1)], taxRate: 0.10)
        cart.apply(Coupon(code: "TENOFF", percentOff: 10))
        // 5000 - 10 % = 4500, + 10 % tax = 4950
        XCTAssertEqual(cart.total, 4950)
    }
}
