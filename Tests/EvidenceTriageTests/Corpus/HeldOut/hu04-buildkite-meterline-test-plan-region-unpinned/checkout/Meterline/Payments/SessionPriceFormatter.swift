import Foundation

/// Prices are always charged in USD; the symbol follows the user's region.
struct SessionPriceFormatter {
    var locale: Locale = .current

    func string(cents: Int) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = "USD"
        f.locale = locale
        return f.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
    }
}
