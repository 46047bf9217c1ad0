import Foundation

struct CSVExporter {
    let header = "date,payee,amount"

    func line(for t: Transaction) -> String {
        let amount = String(format: "%.2f", Double(t.amountCents) / 100)
        // Quote fields that contain quotes.
        let payee = t.payee.contains("\"") ? "\"\(t.payee.replacingOccurrences(of: "\"", with: "\"\""))\"" : t.payee
        return [t.date, payee, amount].joined(separator: ",")
    }
}
