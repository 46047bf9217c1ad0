import Foundation

struct BudgetViewModel {
    let limit: Decimal
    let spent: Decimal

    var remainingText: String {
        let remaining = max(limit - spent, 0)
        return remaining.formatted(.currency(code: "USD"))
    }
}
