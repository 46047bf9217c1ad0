import Foundation

enum ReceiptTotalParser {
    static func total(in text: String) -> Decimal? {
        let pattern = #"TOTAL\s+([0-9]+(?:\.[0-9]{2})?)"#
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        let digits = text[range].split(separator: " ").last.map(String.init) ?? ""
        return Decimal(string: digits)
    }
}
