import Foundation

struct BudgetMonth {
    let limit: Decimal
    let spent: Decimal
    var rollover: Decimal = 0

    var available: Decimal { limit + rollover - spent }

    /// Unspent money carries into next month; overspend does not.
    var rolloverAmount: Decimal { max(0, limit - spent - rollover) }
}
