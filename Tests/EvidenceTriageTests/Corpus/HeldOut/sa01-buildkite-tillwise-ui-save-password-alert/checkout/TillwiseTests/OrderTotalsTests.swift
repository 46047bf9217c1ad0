import XCTest
@testable import Tillwise

final class OrderTotalsTests: XCTestCase {
    func testSubtotalSumsLines() {
        let totals = OrderTotals(lines: [10, 2.5], taxRate: 0.1)
        XCTAssertEqual(totals.subtotal, 12.5)
    }

    func testTaxRoundsHalfUp() {
        // 12.45 * 0.1 = 1.245 -> 1.25
        let totals = OrderTotals(lines: [12.45], taxRate: 0.1)
        XCTAssertEqual("\(totals.tax)", "1.25")
    }
}
