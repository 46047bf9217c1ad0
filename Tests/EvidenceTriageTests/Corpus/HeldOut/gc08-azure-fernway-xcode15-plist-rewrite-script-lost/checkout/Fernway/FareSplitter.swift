import Foundation

/// Splits a shared fare between travellers; the payer absorbs the remainder cents.
struct FareSplitter {
    func split(totalCents: Int, travellers: Int) -> [Int] {
        precondition(travellers > 0)
        let share = totalCents / travellers
        return Array(repeating: share, count: travellers)
    }
}
