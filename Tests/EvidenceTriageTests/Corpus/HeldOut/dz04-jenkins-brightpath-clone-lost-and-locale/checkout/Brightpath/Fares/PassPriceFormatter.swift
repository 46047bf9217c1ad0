import Foundation

/// Formats season-pass prices. Prices are always USD (the district bills in dollars);
/// the symbol follows the device's locale.
struct PassPriceFormatter {
    var locale: Locale = .current

    func label(for cents: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
    }
}
