import Foundation

struct ReceiptParser {
    func total(in text: String) -> Decimal? {
        guard let line = text.split(separator: "\n").first(where: { $0.uppercased().hasPrefix("TOTAL") }) else { return nil }
        let digits = line.filter { $0.isNumber || $0 == "." }
        return Decimal(string: String(digits))
    }

    func date(in text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd/MM/yyyy"
        return text.split(separator: "\n").lazy.compactMap { formatter.date(from: String($0)) }.first
    }
}
