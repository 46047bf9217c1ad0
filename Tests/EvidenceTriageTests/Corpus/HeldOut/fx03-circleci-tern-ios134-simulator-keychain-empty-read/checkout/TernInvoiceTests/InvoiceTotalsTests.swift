import XCTest
@testable import TernInvoice

final class InvoiceTotalsTests: XCTestCase {
    func testTaxRoundsHalfEvenPerLine() {
        let totals = InvoiceTotals(taxRate: Decimal(string: "0.05")!)
        // 246.90 * 5% = 12.345 -> 12.34 with half-even rounding
        let line = LineItem(description: "Design hours", quantity: 1, unitPrice: Decimal(string: "246.90")!)
        XCTAssertEqual(totals.tax(for: line), Decimal(string: "12.34")!, "per-line tax must round half-even")
    }

    func testTotalTaxSumsLines() {
        let totals = InvoiceTotals(taxRate: Decimal(string: "0.10")!)
        let lines = [LineItem(description: "a", quantity: 2, unitPrice: 10), LineItem(description: "b", quantity: 1, unitPrice: 5)]
        XCTAssertEqual(totals.totalTax(lines), Decimal(string: "2.5")!)
    }
}
