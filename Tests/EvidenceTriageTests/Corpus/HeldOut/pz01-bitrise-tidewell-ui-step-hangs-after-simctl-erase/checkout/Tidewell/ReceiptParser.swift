import Foundation

struct Receipt { var total: Double }

struct ReceiptParser {
    enum Failure: Error { case noTotal }

    func parse(_ text: String) throws -> Receipt {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, ["TOTAL", "TOTAAL", "SUMME"].contains(String(parts[0])) else { continue }
            let digits = parts[1].replacingOccurrences(of: ",", with: "")
            if let value = Double(digits) { return Receipt(total: value) }
        }
        throw Failure.noTotal
    }
}
