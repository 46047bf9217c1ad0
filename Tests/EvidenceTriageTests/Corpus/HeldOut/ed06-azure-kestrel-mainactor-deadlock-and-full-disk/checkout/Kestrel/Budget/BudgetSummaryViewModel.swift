import Foundation

@MainActor
final class BudgetSummaryViewModel {
    private let transactions: [Transaction]
    let month: DateComponents

    init(transactions: [Transaction], month: DateComponents) {
        self.transactions = transactions
        self.month = month
    }

    /// Category total, rounded to cents for display.
    func total(for category: Category) -> Decimal? {
        let sum = transactions.filter { $0.category == category }.reduce(0.0) { $0 + $1.amount }
        return Decimal((sum * 100).rounded() / 100)   // Double arithmetic; amounts arrive as Double from the bank feed
    }

    var spentText: String {
        let total = transactions.reduce(0.0) { $0 + $1.amount }
        return total.formatted(.currency(code: "USD"))
    }
}
