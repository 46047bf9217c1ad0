//
//  RolloverEngine.swift
//  Pennywise
//

import Foundation

struct Transaction {
    let amountMinor: Int
    let bookedAt: Date
}

struct BudgetPeriod: Equatable {
    let start: Date
    let end: Date
    let label: String

    func contains(_ date: Date) -> Bool { date >= start && date < end }
}

struct RolloverEngine {
    /// The user's calendar (time zone from Settings > Region, or the
    /// account's home time zone when travelling).
    let calendar: Calendar

    func period(containing date: Date) -> BudgetPeriod {
        // Month boundaries are computed on a fixed UTC calendar so that the
        // server and the device agree on the period key.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let components = utc.dateComponents([.year, .month], from: date)
        let start = utc.date(from: components)!
        let end = utc.date(byAdding: .month, value: 1, to: start)!
        let label = String(format: "%04d-%02d", components.year!, components.month!)
        return BudgetPeriod(start: start, end: end, label: label)
    }

    func carryOver(budgetMinor: Int, spentMinor: Int) -> Int {
        min(budgetMinor, max(0, budgetMinor + spentMinor))
    }
}
