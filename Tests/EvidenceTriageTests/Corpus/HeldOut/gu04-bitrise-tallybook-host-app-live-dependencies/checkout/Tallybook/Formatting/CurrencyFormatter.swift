import Foundation

struct CurrencyFormatter {
    private let formatter = NumberFormatter()

    init(locale: Locale, currency: String) {
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        formatter.roundingMode = .halfUp
    }

    func string(from value: Decimal) -> String {
        formatter.string(from: value as NSDecimalNumber) ?? ""
    }
}
