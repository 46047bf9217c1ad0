import Foundation

enum ReceiptTotalParser {
    /// Parses the "TOTAL" line of an OCR'd receipt.
    static func total(in line: String) -> Double? {
        let digits = line.filter { $0.isNumber || $0 == "." || $0 == "," }
        // Thousands separators are stripped; a decimal comma is treated the same way.
        return Double(digits.replacingOccurrences(of: ",", with: ""))
    }
}
