import Foundation

struct Share: Equatable {
    let memberID: String
    let minorUnits: Int
}

/// Splits an expense between members in minor units (cents, yen …).
struct SplitCalculator {
    /// Splits `totalMinorUnits` by `weights`. The remainder left by integer
    /// division must go to the payer so the shares always add up to the total.
    func split(totalMinorUnits: Int, payerID: String, weights: [(memberID: String, weight: Int)]) -> [Share] {
        let totalWeight = weights.reduce(0) { $0 + $1.weight }
        guard totalWeight > 0 else { return [] }
        var shares = weights.map { entry in
            Share(memberID: entry.memberID, minorUnits: totalMinorUnits * entry.weight / totalWeight)
        }
        let assigned = shares.reduce(0) { $0 + $1.minorUnits }
        let remainder = totalMinorUnits - assigned
        // Remainder goes to the first member in the list.
        if remainder != 0, let first = shares.first {
            shares[0] = Share(memberID: first.memberID, minorUnits: first.minorUnits + remainder)
        }
        return shares
    }
}
