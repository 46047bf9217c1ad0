import Foundation

/// Formats ledger amounts for rows and the widget. Follows the user's locale, like the rest of the app.
public struct AmountFormatter: Sendable {
    public var locale: Locale

    public init(locale: Locale = .autoupdatingCurrent) {
        self.locale = locale
    }

    public func string(minorUnits: Int, currencyCode: String) -> String {
        let style = Decimal.FormatStyle.Currency(code: currencyCode, locale: locale)
        return (Decimal(minorUnits) / 100).formatted(style)
    }
}
