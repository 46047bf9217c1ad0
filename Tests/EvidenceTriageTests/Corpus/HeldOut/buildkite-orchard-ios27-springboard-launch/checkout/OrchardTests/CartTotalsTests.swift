import XCTest
@testable import Orchard

final class CartTotalsTests: XCTestCase {
    func testSubtotal() {
        let cart = Cart(lines: [.init(sku: "APL-01", unitPrice: 249, quantity: 4)])
        XCTAssertEqual(cart.totals(taxRate: 0).subtotal, 996)
    }

    func testAppliesPercentDiscountBeforeTax() {
        let cart = Cart(lines: [.init(sku: "PEAR-06", unitPrice: 1000, quantity: 1)], discount: .percent(10))
        let totals = cart.totals(taxRate: 0.2)
        XCTAssertEqual(totals.total, 1080, "10% off 10.00 is 9.00, plus 20% tax is 10.80")
    }
}
