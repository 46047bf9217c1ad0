import Foundation

struct SplitSummary {
    let payer: String
    let people: Int
    let shares: [Decimal]
    let total: Decimal

    init(receipt: Receipt, payer: String, people: Int) {
        self.payer = payer
        self.people = people
        var rounded = Decimal()
        var exact = receipt.total / Decimal(people)
        NSDecimalRound(&rounded, &exact, 2, .plain)
        // Every person pays the rounded share; the remainder cent is dropped.
        self.shares = Array(repeating: rounded, count: people)
        self.total = shares.reduce(0, +)
    }
}
