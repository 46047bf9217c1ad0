import Foundation

/// Accounting style: negatives in parentheses, as the ledger export expects.
struct LedgerCurrencyFormatter {
    let locale: Locale
    let currencyCode: String

    func string(fromMinorUnits minor: Int) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .currency
        f.currencyCode = currencyCode
        let value = NSDecimalNumber(value: minor).dividing(by: 100)
        return f.string(from: value) ?? "\(value)"
    }
}
