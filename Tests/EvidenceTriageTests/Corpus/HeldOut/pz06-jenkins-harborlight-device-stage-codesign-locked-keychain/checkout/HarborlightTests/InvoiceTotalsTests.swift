import XCTest
@testable import Harborlight

final class InvoiceTotalsTests: XCTestCase {
    func testRoundsHalfEven() {
        let totals = InvoiceTotals(lines: [.init(amount: 10.125), .init(amount: 0.0)], taxRate: 0)
        XCTAssertEqual(totals.grandTotal, Decimal(string: "10.12"))
    }
}
