import Loyalty
import XCTest

final class LoyaltyPointsTests: XCTestCase {
    func testWholePoundsEarnRate() {
        XCTAssertEqual(LoyaltyPoints().points(forPence: 1_000), 15)
    }

    func testRoundsHalfPointsDown() {
        // £7.00 × 1.5 = 10.5 points → 10 under the programme terms.
        XCTAssertEqual(LoyaltyPoints().points(forPence: 700), 10)
    }
}
