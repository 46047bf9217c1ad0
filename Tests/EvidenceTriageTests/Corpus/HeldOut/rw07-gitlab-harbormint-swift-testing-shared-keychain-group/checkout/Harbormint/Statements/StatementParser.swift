import Foundation

struct StatementLine: Equatable { let amountCents: Int; let status: String }

enum StatementParser {
    static func booked(from csv: String) -> [StatementLine] {
        csv.split(separator: "\n").dropFirst().compactMap { row in
            let cols = row.split(separator: ";").map(String.init)
            guard cols.count == 3, let cents = Int(cols[1]) else { return nil }
            return StatementLine(amountCents: cents, status: cols[2])
        }
    }
}
