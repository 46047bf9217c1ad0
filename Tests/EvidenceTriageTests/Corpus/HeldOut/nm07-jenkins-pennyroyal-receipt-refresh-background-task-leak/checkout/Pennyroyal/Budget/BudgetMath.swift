struct Rollover { let carriedOver: Int }

enum BudgetMath {
    static func rollover(budget: Int, spent: Int, carry: Bool) -> Rollover {
        Rollover(carriedOver: carry ? (budget - spent) / 100 * 100 : 0)
    }
}
