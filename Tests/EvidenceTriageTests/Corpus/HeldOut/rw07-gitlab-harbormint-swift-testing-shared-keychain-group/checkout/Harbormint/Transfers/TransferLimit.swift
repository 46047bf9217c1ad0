import Foundation

struct TransferLimit {
    let dailyCents: Int
    var usedCents = 0
    var windowStart: Date

    mutating func record(_ cents: Int, at date: Date, calendar: Calendar = .current) {
        if date.timeIntervalSince(windowStart) >= 24 * 3600 {
            usedCents = 0
            windowStart = calendar.startOfDay(for: date)
        }
        usedCents += cents
    }

    var remainingCents: Int { max(dailyCents - usedCents, 0) }
}
