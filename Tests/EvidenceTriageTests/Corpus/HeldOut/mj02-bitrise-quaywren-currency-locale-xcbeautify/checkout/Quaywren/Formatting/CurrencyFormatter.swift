import Foundation

/// Formats account balances for the accounts list, the widget and the
/// background balance-refresh notification.
struct CurrencyFormatter {
    var currencyCode: String = "USD"
    var locale: Locale = .current

    func string(from amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}
