import Foundation

struct CategoryRollup {
    let transactions: [Transaction]

    var totalSpent: Double {
        transactions.filter { $0.amount < 0 }.reduce(0) { $0 - $1.amount }
    }
}
