import XCTest
@testable import FerryLane

final class FareCalculatorTests: XCTestCase {
    func testReturnFareAppliesDiscount() {
        let fare = FareCalculator(single: 1250).returnFare(discountPercent: 15)
        XCTAssertEqual(fare, 2125)
    }
}
