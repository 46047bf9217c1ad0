import Foundation

enum PriceLabelFormatter {
    static func string(from amount: Decimal, currencyCode: String, locale: Locale = Locale(identifier: "en_IE")) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.currencyCode = currencyCode
        f.numberStyle = .currencyAccounting   // accounting style wraps negatives in parentheses
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
