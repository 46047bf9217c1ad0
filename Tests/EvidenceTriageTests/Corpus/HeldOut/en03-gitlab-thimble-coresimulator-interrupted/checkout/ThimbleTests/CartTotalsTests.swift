import XCTest
@testable import Thimble

final class CartTotalsTests: XCTestCase {
    func testSubtotalSumsLines() {
        let cart = Cart(lines: [.init(sku: "SP-01", unitPrice: 450, quantity: 2)])
        XCTAssertEqual(CartTotals(cart: cart, taxRate: 0.2).subtotal, 900)
    }

    func testDiscountAppliedBeforeTax() {
        let cart = Cart(lines: [.init(sku: "SP-01", unitPrice: 1000, quantity: 1)])
        let totals = CartTotals(cart: cart, taxRate: 0.2, discount: .percent(10))

        XCTAssertEqual(totals.tax, 180)
        XCTAssertEqual(totals.total, 1080)
    }
}
