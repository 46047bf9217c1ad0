import XCTest
@testable import Orchard

final class LoyaltyPointsCalculatorTests: XCTestCase {
    func testPointsRoundHalfUp() {
        XCTAssertEqual(LoyaltyPointsCalculator.points(forBasketTotal: Decimal(string: "41.50")!), 42)
    }

    func testZeroBasket() {
        XCTAssertEqual(LoyaltyPointsCalculator.points(forBasketTotal: 0), 0)
    }
}
