import Foundation

struct StatementRow: Equatable {
    let date: String
    let memo: String
    let amountMinor: Int
}

enum StatementParseError: Error, Equatable {
    case malformedRow(line: Int, reason: String)
}

/// CSV statements from the bank export. Fields may be quoted; a quoted field may span lines.
struct StatementParser {
    func parse(_ text: String) throws -> [StatementRow] {
        var rows: [StatementRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if fields.first == "date" { continue }
            let quoteCount = line.filter { $0 == "\"" }.count
            guard quoteCount % 2 == 0 else {
                throw StatementParseError.malformedRow(line: index + 1, reason: "unterminated quoted field:\n\(line)")
            }
            guard fields.count == 3, let amount = Int(fields[2]) else {
                throw StatementParseError.malformedRow(line: index + 1, reason: "expected 3 fields")
            }
            rows.append(StatementRow(date: fields[0], memo: fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")), amountMinor: amount))
        }
        return rows
    }
}
