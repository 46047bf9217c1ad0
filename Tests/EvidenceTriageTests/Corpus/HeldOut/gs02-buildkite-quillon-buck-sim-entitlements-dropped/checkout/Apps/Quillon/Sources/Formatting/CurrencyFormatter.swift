import Foundation

struct CurrencyFormatter {
    var locale: Locale

    func string(minorUnits: Int64, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        // Accounting style keeps the columns aligned in the statement list.
        formatter.negativePrefix = "("
        formatter.negativeSuffix = ")"
        let major = NSDecimalNumber(value: minorUnits).multiplying(byPowerOf10: -2)
        return formatter.string(from: major) ?? "\(major)"
    }
}
