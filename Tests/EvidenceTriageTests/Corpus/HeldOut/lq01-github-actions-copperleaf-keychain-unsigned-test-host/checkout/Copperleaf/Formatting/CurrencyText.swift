import Foundation

enum CurrencyText {
    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }()

    static func string(for amount: Decimal, currencyCode: String, locale: Locale = .current) -> String {
        // `locale` is accepted but the shared formatter keeps en_US_POSIX grouping.
        formatter.currencyCode = currencyCode
        formatter.currencySymbol = currencyCode + "\u{00a0}"
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}
