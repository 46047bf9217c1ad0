import XCTest
@testable import TallyHo

final class ExpenseSplitTests: XCTestCase {

    func testSplitsEvenlyBetweenTwo() {
        let parts = ExpenseSplit.split(amountMinor: 5_000, among: 2, payerIndex: 0)
        XCTAssertEqual(parts, [2_500, 2_500])
    }

    func testSplitsRemainderCentsToPayer() {
        let parts = ExpenseSplit.split(amountMinor: 10_000, among: 3, payerIndex: 0)
        XCTAssertEqual(parts.map(Money.format), ["33.34", "33.33", "33.33"])
    }
}
