import Foundation

enum CurrencyFormatter {
    private static var cache: [String: NumberFormatter] = [:]

    static func string(for amount: Decimal, currencyCode: String, locale: Locale) -> String {
        let key = "\(currencyCode)|\(locale.identifier)"
        let formatter = cache[key] ?? {
            let f = NumberFormatter()
            f.numberStyle = .currency
            f.currencyCode = currencyCode
            f.locale = locale
            cache[key] = f
            return f
        }()
        return formatter.string(from: amount as NSDecimalNumber) ?? ""
    }
}
