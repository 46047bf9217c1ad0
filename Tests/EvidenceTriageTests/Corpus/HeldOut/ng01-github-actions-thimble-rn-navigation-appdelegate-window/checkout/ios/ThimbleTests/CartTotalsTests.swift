import XCTest
@testable import Thimble

final class CartTotalsTests: XCTestCase {

    func testEmptyCartIsZero() {
        XCTAssertEqual(CartTotals(lines: []).grandTotal, 0)
    }

    func testDiscountAppliedBeforeTax() {
        let lines = [CartLine(sku: "THR-0412", unitPrice: 4.50, quantity: 4)]
        let totals = CartTotals(lines: lines, discount: .percent(10), taxRate: 0.20)
        XCTAssertEqual(totals.subtotalAfterDiscount, 16.20)
        XCTAssertEqual(totals.grandTotal.formatted(.number.precision(.fractionLength(2))), "21.60")
    }
}
