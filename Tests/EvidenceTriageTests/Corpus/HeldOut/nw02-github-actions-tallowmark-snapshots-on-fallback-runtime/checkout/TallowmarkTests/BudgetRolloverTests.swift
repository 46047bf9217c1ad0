import XCTest
@testable import Tallowmark

final class BudgetRolloverTests: XCTestCase {
    func testUnspentCarriesToNextMonth() {
        var ledger = BudgetLedger(monthlyLimit: 400)
        ledger.record(spent: 310, in: .month(2022, 1))
        let feb = ledger.available(in: .month(2022, 2))
        XCTAssertEqual(feb, 490)
    }
}
