import XCTest
@testable import Pinecart

final class CartTotalsTests: XCTestCase {
    func testDiscountAppliedOnce() {
        var cart = Cart()
        cart.add(.init(sku: "APL-01", price: 4_00, quantity: 3))
        cart.apply(.percentOff(10, code: "FRESH10"))
        cart.apply(.percentOff(10, code: "FRESH10"))
        XCTAssertEqual(cart.totalCents, 10_80)
    }
}
