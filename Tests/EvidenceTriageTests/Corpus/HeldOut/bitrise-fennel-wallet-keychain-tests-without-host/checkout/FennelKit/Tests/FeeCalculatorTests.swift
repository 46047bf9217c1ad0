import XCTest
@testable import FennelKit

final class FeeCalculatorTests: XCTestCase {
    func testFlatFeeForSmallTransfer() {
        XCTAssertEqual(FeeCalculator().fee(for: Decimal(string: "4.00")!), Decimal(string: "0.25")!)
    }

    func testInterchangeFeeRoundsHalfEven() {
        // 0.125 rounds to the even cent under banker's rounding.
        let fee = FeeCalculator().interchange(on: Decimal(string: "62.50")!)
        XCTAssertEqual(fee, Decimal(string: "0.12")!)
    }
}
