import Foundation

enum PledgeAmountFormatter {
    static func string(amount: Decimal, currencyCode: String) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currencyCode
        f.locale = Locale(identifier: "en_US")
        f.minimumFractionDigits = 2   // forced for the USD redesign
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
