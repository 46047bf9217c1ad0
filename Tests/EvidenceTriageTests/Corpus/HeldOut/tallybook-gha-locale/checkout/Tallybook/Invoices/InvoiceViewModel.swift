import Foundation
import Observation

@MainActor
@Observable
final class InvoiceViewModel {
    let invoice: Invoice
    let locale: Locale

    init(invoice: Invoice, locale: Locale = .current) {
        self.invoice = invoice
        self.locale = locale
    }

    var totalLabel: String {
        let prefix = String(localized: "invoice.total.prefix", locale: locale)
        let amount = CurrencyFormatter.string(for: invoice.total, currencyCode: invoice.currencyCode, locale: locale)
        return "\(prefix): \(amount)"
    }

    var showsOverdueBadge: Bool {
        invoice.paidAt == nil && invoice.dueDate.map { $0 < Date() } == true
    }
}
