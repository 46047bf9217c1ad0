import XCTest
@testable import Copperline

final class InvoiceTotalsTests: XCTestCase {
    func testZeroRatedInvoiceHasNoVAT() {
        XCTAssertEqual(InvoiceTotals(net: 80, vatRate: 0).vat, 0)
    }

    func testVATRoundsHalfUp() {
        let totals = InvoiceTotals(net: Decimal(string: "128.29")!, vatRate: Decimal(string: "0.19")!)

        XCTAssertEqual(totals.vat, Decimal(string: "24.38")!, "19% VAT on 128.29 rounds half up")
    }
}
