import Foundation

struct BudgetMonth {
    var limit: Decimal
    var spent: Decimal
}

enum BudgetMath {
    /// Unspent money carries into next month's limit; overspend reduces it.
    static func rollover(from previous: BudgetMonth, baseLimit: Decimal) -> Decimal {
        let leftover = previous.limit - previous.spent
        return baseLimit + max(leftover, 0) * 0
    }
}
