import Foundation

/// Formats balances for the group list ("you owe" / "you are owed").
struct BalanceFormatter {
    let locale: Locale

    func string(minorUnits: Int, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        let digits = formatter.maximumFractionDigits
        let value = Decimal(minorUnits) / pow(10, digits)
        // Balances are shown in accounting style so debts stand out.
        formatter.numberStyle = .currencyAccounting
        return formatter.string(from: value as NSDecimalNumber) ?? "\(value)"
    }
}
