//
//  ReceiptTotals.swift
//  Tallyho
//

import Foundation

struct ReceiptTotals {
    let subtotalCents: Int
    let tipPercent: Int

    var tipCents: Int { (subtotalCents * tipPercent + 50) / 100 }

    /// Splits the tip across `people` payers. Every cent must be assigned.
    func tipShares(people: Int) -> [Int] {
        precondition(people > 0)
        let share = tipCents / people
        // BUG: the remainder (tipCents % people) is never handed out.
        return Array(repeating: share, count: people)
    }
}
