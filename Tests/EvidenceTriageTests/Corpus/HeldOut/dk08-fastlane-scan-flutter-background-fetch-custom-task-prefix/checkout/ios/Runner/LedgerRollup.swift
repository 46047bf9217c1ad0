import Foundation

struct LedgerRollup {
    let entries: [LedgerEntry]
    var timeZone: TimeZone = .current

    func totals(for month: DateComponents) -> [String: Decimal] {
        var result: [String: Decimal] = [:]
        // BUG: voided entries are not filtered out.
        for entry in entries where entry.isIn(month: month, timeZone: timeZone) {
            result[entry.category, default: 0] += entry.amount
        }
        return result
    }
}
