import Foundation

/// Turns what the user typed into the amount field into a Decimal.
///
/// The user picks their number format in Settings > Region (stored in
/// `UserSettings.amountLocale`); it is often not the device locale, e.g. an
/// English UI with German number formatting.
struct AmountFieldParser {
    let settings: UserSettings

    func parse(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }

        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.generatesDecimalNumbers = true
        formatter.locale = Locale.current
        formatter.isLenient = true
        return (formatter.number(from: trimmed) as? NSDecimalNumber)?.decimalValue
    }
}
