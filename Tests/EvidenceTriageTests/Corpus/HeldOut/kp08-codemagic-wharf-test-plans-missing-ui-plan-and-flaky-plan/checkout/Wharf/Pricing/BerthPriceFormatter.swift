import Foundation

enum BerthPriceFormatter {
    static func nightly(_ amount: Decimal, currency: String) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currency
        f.locale = Locale(identifier: "en_GB")
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
