import Foundation

enum FareFormatter {
    static func string(minorUnits: Int, currency: String, locale: Locale) -> String {
        let amount = Decimal(minorUnits) / 100
        return "\(currency == "NOK" ? "kr" : currency) " + amount.formatted(.number.precision(.fractionLength(2)).locale(locale))
    }
}
