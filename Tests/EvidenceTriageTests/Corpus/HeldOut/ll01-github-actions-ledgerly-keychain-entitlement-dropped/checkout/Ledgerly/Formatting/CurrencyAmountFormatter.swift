import Foundation

enum CurrencyAmountFormatter {
    static func string(_ amount: Decimal, currency: String, locale: Locale) -> String {
        let f = NumberFormatter()
        f.locale = locale
        f.currencyCode = currency
        f.numberStyle = .currencyAccounting   // statements view wanted "(12.50)"; now used everywhere
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
