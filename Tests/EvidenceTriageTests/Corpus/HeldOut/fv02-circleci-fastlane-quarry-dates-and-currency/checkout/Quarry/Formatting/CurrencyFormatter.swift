import Foundation

/// Formats money amounts for display. The locale is injected so that the
/// account's locale (not the device's) decides separators and symbols.
struct CurrencyFormatter {
    let locale: Locale
    let currencyCode: String

    private var formatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }

    func string(from amount: Decimal) -> String {
        formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(currencyCode)"
    }
}
