import XCTest
@testable import Ledgerly

final class BudgetRolloverTests: XCTestCase {
    func testOverspendIsNotDeducted() {
        let next = Budget(limitCents: 50_000, spentCents: 61_000).rolledOver(nextLimitCents: 50_000)
        XCTAssertEqual(next.limitCents, 50_000)
    }

    func testUnspentCarriesToNextMonth() {
        let next = Budget(limitCents: 50_000, spentCents: 42_500).rolledOver(nextLimitCents: 50_000)
        XCTAssertEqual(next.limitCents, 57_500)
    }
}
