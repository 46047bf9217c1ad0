import XCTest
@testable import Quay

final class FareCalculatorTests: XCTestCase {
    func testConcessionDiscount() {
        XCTAssertEqual(FareCalculator().price(for: .concession, zone: 2), Decimal(string: "3.10"))
    }
}
