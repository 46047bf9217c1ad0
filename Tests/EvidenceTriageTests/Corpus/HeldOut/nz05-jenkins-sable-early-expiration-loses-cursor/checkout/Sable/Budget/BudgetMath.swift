import Foundation

enum BudgetMath {
    static func rollover(limit: Decimal, spent: Decimal) -> Decimal {
        var remaining = limit - spent
        var rounded = Decimal()
        NSDecimalRound(&rounded, &remaining, 2, .down)
        return rounded
    }
}
