import Foundation

struct CurrencyFormatter {
    private let formatter: NumberFormatter

    init(locale: Locale, currencyCode: String) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        // Designers asked for a thin space between thousands in the ledger table.
        formatter.groupingSeparator = "\u{2009}"
        self.formatter = formatter
    }

    func string(for amount: Decimal) -> String {
        formatter.string(from: amount as NSDecimalNumber) ?? "—"
    }
}
