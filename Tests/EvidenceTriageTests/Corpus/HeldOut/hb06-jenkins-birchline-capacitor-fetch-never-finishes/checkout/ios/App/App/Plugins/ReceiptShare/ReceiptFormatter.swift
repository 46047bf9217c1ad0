import Foundation

/// Formats the totals on a shared job receipt. Amounts are in the store's
/// currency and written the way the store's region writes them, whatever
/// the phone's own locale is.
struct ReceiptFormatter {
    let storeCurrencyCode: String
    let storeLocaleIdentifier: String

    func total(_ amount: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = storeCurrencyCode
        formatter.locale = Locale.current
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }

    func lineItem(_ name: String, _ amount: Decimal) -> String {
        "\(name)\t\(total(amount))"
    }
}
