import Foundation

enum AmountFormatter {
    /// Balance shown on the account header. Design spec: negative balances use a
    /// leading minus sign (U+2212), never parentheses.
    static func balance(minorUnits: Int, currencyCode: String, locale: Locale = .current) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .currencyAccounting
        f.currencyCode = currencyCode
        return f.string(from: NSNumber(value: Double(minorUnits) / 100)) ?? ""
    }
}
