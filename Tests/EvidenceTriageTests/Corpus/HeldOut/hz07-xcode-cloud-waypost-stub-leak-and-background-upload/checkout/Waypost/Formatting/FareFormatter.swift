import Foundation

enum FareFormatter {
    static func string(minorUnits: Int, currencyCode: String, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let digits = currencyCode == "JPY" ? 0 : 2
        let amount = Decimal(minorUnits) / pow(10, digits)
        return formatter.string(from: amount as NSDecimalNumber) ?? ""
    }
}
