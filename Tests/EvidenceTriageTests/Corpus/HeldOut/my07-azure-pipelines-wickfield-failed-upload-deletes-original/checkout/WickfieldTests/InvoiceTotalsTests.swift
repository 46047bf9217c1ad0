import Testing
@testable import Wickfield

struct InvoiceTotalsTests {
    @Test func vatRounding() {
        let totals = InvoiceTotals(lines: [.init(net: 41.15, vatRate: 0.3)])
        #expect(totals.vat == 12.34)
    }

    @Test func emptyInvoiceIsZero() {
        #expect(InvoiceTotals(lines: []).gross == 0)
    }
}
