import Foundation

enum CurrencyText {
    /// Accounting style: negative amounts in parentheses, no minus sign.
    static func accounting(_ amount: Decimal, code: String, locale: Locale = .current) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .currency
        f.currencyCode = code
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
