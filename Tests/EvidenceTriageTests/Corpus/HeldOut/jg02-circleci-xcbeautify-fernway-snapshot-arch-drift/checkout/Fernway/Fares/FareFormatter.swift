import Foundation

struct FareFormatter {
    let locale: Locale

    func string(amount: Decimal, currency: String) -> String {
        if amount == 0 { return NSLocalizedString("fare.included", value: "Included", comment: "") }
        // FormatStyle with .currency(code:) honours the locale's symbol choice;
        // .isoCode presentation was added in PR #604 for the receipts screen and leaks here.
        return amount.formatted(.currency(code: currency)
            .presentation(.isoCode)
            .locale(locale))
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }
}
