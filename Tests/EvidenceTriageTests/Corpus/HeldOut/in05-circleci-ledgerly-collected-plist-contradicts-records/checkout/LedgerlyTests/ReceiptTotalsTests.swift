import XCTest
@testable import Ledgerly

final class ReceiptTotalsTests: XCTestCase {
    func testSingleItemTakesAllTax() {
        XCTAssertEqual(ReceiptTotals.allocateTax(1.20, across: [10]), [1.20])
    }

    func testSplitsTaxAcrossLineItems() {
        let shares = ReceiptTotals.allocateTax(1.00, across: [1, 1, 1])
        XCTAssertEqual(shares.reduce(0, +), 1.00, "allocated tax must add up to the receipt's tax")
    }
}
