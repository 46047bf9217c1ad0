import Foundation

struct ReceiptFormatter {
    var currencyCode: String
    var locale: Locale

    func total(_ amount: Decimal) -> String {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = currencyCode
        f.locale = locale
        f.roundingMode = .halfUp
        return f.string(from: amount as NSDecimalNumber) ?? ""
    }
}
