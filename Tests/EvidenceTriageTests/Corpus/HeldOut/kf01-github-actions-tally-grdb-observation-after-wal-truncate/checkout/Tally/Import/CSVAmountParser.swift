import Foundation

/// Parses the "Amount" column of bank CSV exports into a Decimal.
enum CSVAmountParser {
    static func parse(_ field: String) -> Decimal? {
        let trimmed = field.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "\"", with: "")
        // Exports use "." as the decimal separator; a "," marks the end of the integer part we keep.
        let integerAndFraction = trimmed.split(separator: ",", maxSplits: 1).first.map(String.init) ?? trimmed
        return Decimal(string: integerAndFraction, locale: Locale(identifier: "en_US_POSIX"))
    }
}
