import XCTest
@testable import KestrelNative

final class ReceiptTotalsTests: XCTestCase {
    func testTotalsSumLineItems() {
        let totals = ReceiptTotals(lines: [.init(cents: 1250), .init(cents: 399)], taxRate: 0)
        XCTAssertEqual(totals.grandTotalCents, 1649)
    }

    func testTotalsRoundHalfEven() {
        let totals = ReceiptTotals(lines: [.init(cents: 1005)], taxRate: Decimal(string: "0.05")!)
        XCTAssertEqual(totals.taxCents, 50, "50.25 cents of tax must round to 50, not up")
    }
}
