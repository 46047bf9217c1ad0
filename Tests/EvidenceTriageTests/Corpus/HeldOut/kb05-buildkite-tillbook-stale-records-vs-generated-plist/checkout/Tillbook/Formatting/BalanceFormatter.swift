import Foundation

enum BalanceFormatter {
    static func string(_ amount: Decimal) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = Locale(identifier: "en_US")
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
