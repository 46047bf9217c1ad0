import Foundation

enum CurrencyText {
    static func format(_ amount: Decimal, code: String, locale: Locale) -> String {
        let f = NumberFormatter(); f.numberStyle = .currency; f.currencyCode = code; f.locale = locale
        f.minimumFractionDigits = 2; f.maximumFractionDigits = 2
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
