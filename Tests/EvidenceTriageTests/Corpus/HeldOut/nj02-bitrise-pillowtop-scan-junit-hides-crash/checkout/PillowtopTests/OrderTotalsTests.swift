import XCTest
@testable import PillowtopKit

final class OrderTotalsTests: XCTestCase {
    func testDiscountAppliedOnce() {
        var cart = Cart(lines: [.init(sku: "PLW-KING", unitPrice: 19.00, quantity: 1)])
        cart.apply(.percent(10, code: "SLEEP10"))
        cart.apply(.percent(10, code: "SLEEP10"))
        XCTAssertEqual(cart.total.formatted(.number.precision(.fractionLength(2))), "17.10")
    }
}
