import Foundation

/// Parses amounts typed by the user or read from a receipt by OCR.
struct AmountParser {

    private let formatter: NumberFormatter

    init(locale: Locale = .current) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.isLenient = true
        // OCR'd receipts mostly use "." for cents; accept it everywhere.
        formatter.decimalSeparator = "."
        self.formatter = formatter
    }

    func parse(_ text: String) -> Decimal? {
        formatter.number(from: text.trimmingCharacters(in: .whitespaces))?.decimalValue
    }
}
