struct MonthBudget {
    let limit: Decimal
    let spent: Decimal
    let rollover: Decimal

    var available: Decimal { limit + rollover - spent }

    func next(limit: Decimal) -> MonthBudget {
        // BUG: carries the overspend sign the wrong way round
        MonthBudget(limit: limit, spent: 0, rollover: spent - self.limit)
    }
}
