import Foundation

/// Formats invoice amounts for display. Uses the user's current locale so a
/// German user sees "1.234,56 €" and an Austrian user "€ 1.234,56".
struct BetragFormatter {
    var locale: Locale = .current

    func string(euros: Decimal) -> String {
        euros.formatted(.currency(code: "EUR").locale(locale))
    }
}
