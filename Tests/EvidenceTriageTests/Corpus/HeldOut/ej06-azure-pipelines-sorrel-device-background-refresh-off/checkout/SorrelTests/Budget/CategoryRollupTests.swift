import XCTest
@testable import Sorrel

final class CategoryRollupTests: XCTestCase {
    func testRollupExcludesTransfers() {
        let txns: [Transaction] = [
            .fixture(amount: -42.10, category: .groceries),
            .fixture(amount: -300.00, category: .transfer),
            .fixture(amount: -18.90, category: .groceries),
        ]
        let rollup = CategoryRollup(transactions: txns)
        XCTAssertEqual(rollup.totalSpent, 61.00, accuracy: 0.001)
    }
}
