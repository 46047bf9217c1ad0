import Foundation

/// Formats money the way the user's region writes it.
struct AmountFormatter {
    var currencyCode: String = "EUR"
    var locale: Locale = .current

    func string(from amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}
