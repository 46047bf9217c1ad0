import Foundation

struct AmountFormatter {
    let currencyCode: String
    let locale: Locale

    func string(for amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currencyAccounting
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: amount as NSDecimalNumber) ?? ""
    }
}
