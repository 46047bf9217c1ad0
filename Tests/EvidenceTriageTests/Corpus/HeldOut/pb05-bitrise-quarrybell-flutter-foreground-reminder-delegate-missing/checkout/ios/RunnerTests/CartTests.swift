import XCTest
@testable import Runner

final class CartTests: XCTestCase {
    func testCartTotalIncludesTax() {
        let cart = Cart(lines: [CartLine(sku: "sourdough", cents: 650, qty: 2)], taxRate: 0.0875)
        XCTAssertEqual(cart.totalCents, 1414)
    }
}
