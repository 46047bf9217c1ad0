import XCTest
@testable import Saltmarsh

final class CartTotalsTests: XCTestCase {
    func testDeliveryChargedBelowThreshold() {
        XCTAssertEqual(CartTotals(subtotal: 25).delivery, 3.99)
    }

    func testFreeDeliveryThreshold() {
        // "Free delivery on orders of £40 or more."
        XCTAssertEqual(CartTotals(subtotal: 40).delivery, 0)
    }
}
