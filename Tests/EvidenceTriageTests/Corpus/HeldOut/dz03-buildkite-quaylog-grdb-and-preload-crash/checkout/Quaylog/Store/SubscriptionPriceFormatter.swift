import Foundation

/// Formats the Quaylog Plus price shown on the paywall.
struct SubscriptionPriceFormatter {
    func string(amountInMinorUnits: Int, currencyCode: String, locale: Locale = Locale(identifier: "en_US")) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let amount = Decimal(amountInMinorUnits) / 100
        return formatter.string(from: amount as NSDecimalNumber) ?? ""
    }
}
