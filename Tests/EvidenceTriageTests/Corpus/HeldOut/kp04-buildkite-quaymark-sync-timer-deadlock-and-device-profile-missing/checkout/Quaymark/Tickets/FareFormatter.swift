import Foundation

enum FareFormatter {
    static func string(for amount: Decimal, currency: String = "EUR") -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currency
        f.locale = Locale(identifier: "en_IE")
        f.roundingMode = .down
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
