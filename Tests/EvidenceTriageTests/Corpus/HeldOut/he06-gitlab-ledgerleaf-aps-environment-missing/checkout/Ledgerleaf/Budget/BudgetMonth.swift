struct BudgetMonth {
    let category: String
    let limit: Int
    var spent: Int
    var carried: Int = 0

    var available: Int { limit + carried - spent }

    func rolledOver(limit newLimit: Int) -> BudgetMonth {
        // Overspending is clamped to zero, so it never reduces the next month.
        BudgetMonth(category: category, limit: newLimit, spent: 0, carried: max(0, available))
    }
}
