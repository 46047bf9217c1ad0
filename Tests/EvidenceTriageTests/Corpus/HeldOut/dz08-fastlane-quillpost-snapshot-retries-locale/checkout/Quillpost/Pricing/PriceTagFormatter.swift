import Foundation

/// Paid newsletters come from the API as decimal strings ("12.34") plus a currency code.
struct PriceTagFormatter {
    var locale: Locale = .current

    func label(amount: String, currencyCode: String) -> String {
        let parser = NumberFormatter()
        parser.locale = locale
        parser.numberStyle = .decimal
        parser.isLenient = true
        let value = parser.number(from: amount) ?? 0

        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: value) ?? amount
    }
}
