import Foundation

enum AmountFormatter {
    static func string(cents: Int, currency: String = "USD", locale: Locale = Locale(identifier: "en_US")) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currency
        f.locale = locale
        return f.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
    }
}
