import Foundation

/// Turns OCR text from a till receipt into a `Receipt`.
enum ReceiptParser {
    static func parse(_ text: String, id: String = UUID().uuidString) -> Receipt? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let vendor = lines.first else { return nil }
        func amount(after label: String) -> Decimal? {
            lines.first { $0.uppercased().hasPrefix(label) }
                .flatMap { $0.split(separator: " ").last }
                .flatMap { Decimal(string: String($0).replacingOccurrences(of: "£", with: "")) }
        }
        guard let total = amount(after: "TOTAL") else { return nil }
        return Receipt(id: id, vendor: String(vendor), total: total, vat: amount(after: "VAT") ?? 0)
    }
}
