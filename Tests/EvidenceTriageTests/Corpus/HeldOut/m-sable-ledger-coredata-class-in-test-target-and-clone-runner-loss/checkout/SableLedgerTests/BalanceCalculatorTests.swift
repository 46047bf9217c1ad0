import XCTest
@testable import SableLedger

final class BalanceCalculatorTests: XCTestCase {
    func testSplitRoundsHalfEven() {
        let shares = BalanceCalculator.split(amountMinor: 1_005, ways: 2)
        XCTAssertEqual(shares, [502, 503])
    }
}
