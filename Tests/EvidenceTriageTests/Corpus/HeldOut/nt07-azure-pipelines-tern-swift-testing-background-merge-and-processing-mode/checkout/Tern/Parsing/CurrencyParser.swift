import Foundation

enum CurrencyParser {
    static func parse(_ text: String, locale: Locale) throws -> Decimal {
        let digits = text.filter { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: "")
        guard let value = Decimal(string: digits) else { throw ParseError.notANumber(text) }
        return value
    }
}
