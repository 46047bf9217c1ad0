import XCTest
@testable import Tallybook

@MainActor
final class InvoiceViewModelTests: XCTestCase {

    private func makeInvoice(total: Decimal) -> Invoice {
        Invoice(id: UUID(), number: "TB-2291", customer: "Kellner & Söhne", currencyCode: "EUR",
                lines: [LineItem(title: "Consulting", quantity: 1, unitPrice: total)])
    }

    func testTotalLabelForUSLocale() {
        let vm = InvoiceViewModel(invoice: makeInvoice(total: 1234.5), locale: Locale(identifier: "en_US"))
        XCTAssertEqual(vm.totalLabel, "Total: €1,234.50")
    }

    func testTotalLabelForGermanLocale() {
        let vm = InvoiceViewModel(invoice: makeInvoice(total: 1234.5), locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(vm.totalLabel, "Summe: 1.234,50 €")
    }

    func testOverdueBadgeHiddenWhenPaid() {
        var invoice = makeInvoice(total: 10)
        invoice.paidAt = Date()
        let vm = InvoiceViewModel(invoice: invoice, locale: Locale(identifier: "en_US"))
        XCTAssertFalse(vm.showsOverdueBadge)
    }
}
