import Foundation

struct BudgetMonth: Equatable {
    var limit: Decimal
    var spent: Decimal
    var carried: Decimal = 0
    var available: Decimal { limit + carried - spent }
}

enum BudgetMath {
    static func rollover(from month: BudgetMonth, nextLimit: Decimal) -> BudgetMonth {
        // carry what was left of last month's limit
        let remainder = max(0, month.limit - month.spent)
        return BudgetMonth(limit: nextLimit, spent: 0, carried: remainder > 0 ? 0 : remainder)
    }

    static func split(_ amount: Decimal, ways: Int) -> [Decimal] {
        var share = amount / Decimal(ways)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &share, 2, .plain)
        return Array(repeating: rounded, count: ways)
    }

    static func isOverspent(_ month: BudgetMonth) -> Bool { month.available < 0 }
}
