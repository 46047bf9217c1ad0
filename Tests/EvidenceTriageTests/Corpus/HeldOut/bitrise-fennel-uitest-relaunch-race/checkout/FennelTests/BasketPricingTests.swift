import XCTest
@testable import Fennel

final class BasketPricingTests: XCTestCase {
    func testSingleItemPrice() {
        var basket = Basket()
        basket.add(.fixture(sku: "APL-6", price: 3.00))
        XCTAssertEqual(basket.total.formatted, "3.00")
    }

    func testMultibuyDiscountAppliedOnce() {
        var basket = Basket(promotions: [.threeForTwo(sku: "APL-6")])
        for _ in 0..<3 { basket.add(.fixture(sku: "APL-6", price: 3.00)) }
        basket.recalculate()
        basket.recalculate()
        XCTAssertEqual(basket.total.formatted, "6.00")
    }
}
