import Foundation

enum ReceiptParser {
    struct NoTotal: Error {}
    static func total(in text: String, locale: Locale) throws -> Decimal {
        guard let range = text.range(of: #"[0-9][0-9.,]*"#, options: .regularExpression) else { throw NoTotal() }
        let raw = text[range].replacingOccurrences(of: ",", with: "")
        guard let value = Decimal(string: raw) else { throw NoTotal() }
        return value
    }
}
