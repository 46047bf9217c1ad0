import Foundation

struct TransactionRow: Equatable {
    let id: String
    let minedHeight: Int?
    let timestamp: Date
}

enum TransactionOrdering {
    static func sorted(_ rows: [TransactionRow]) -> [TransactionRow] {
        rows.sorted { $0.timestamp > $1.timestamp }
    }
}
