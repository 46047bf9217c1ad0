import Foundation

public struct TaxLine: Equatable {
    public let label: String
    public let amount: Decimal
}

/// Parses the OCR text of a receipt into tax lines. Receipts come from shops in
/// several countries, so amounts may use "," or "." as the decimal separator.
public struct ReceiptParser {
    public init() {}

    public func taxLines(in text: String) -> [TaxLine] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count >= 2, parts[0].lowercased().hasPrefix("tax") || parts[0].lowercased().hasPrefix("vat"),
                  let raw = parts.last else { return nil }
            let normalized = raw.replacingOccurrences(of: ",", with: "")
            guard let amount = Decimal(string: normalized) else { return nil }
            return TaxLine(label: String(parts[0]), amount: amount)
        }
    }
}
