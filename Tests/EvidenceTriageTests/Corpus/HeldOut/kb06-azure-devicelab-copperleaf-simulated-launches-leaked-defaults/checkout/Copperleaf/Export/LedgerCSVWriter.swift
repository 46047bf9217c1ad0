import Foundation

enum LedgerCSVWriter {
    static func csv(for rows: [LedgerRow]) -> String {
        let header = "date,merchant,amount"
        let lines = rows.map { "\($0.date),\($0.merchant),\($0.amount)" }
        return ([header] + lines).joined(separator: "\n")
    }
}
