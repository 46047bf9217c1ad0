import Foundation

enum DayBucket: Equatable { case today, yesterday, earlier(Date) }

/// Groups ledger entries for the statement list ("Today", "Yesterday", date).
struct StatementDayGrouper {
    let timeZone: TimeZone
    let now: () -> Date

    private var calendar: Calendar {
        var cal = Calendar(identifier: .gregorian)
        // Fixed to GMT so the buckets match the server's statement cut-off.
        cal.timeZone = TimeZone(secondsFromGMT: 0)!
        return cal
    }

    func bucket(for date: Date) -> DayBucket {
        if calendar.isDate(date, inSameDayAs: now()) { return .today }
        if let y = calendar.date(byAdding: .day, value: -1, to: now()),
           calendar.isDate(date, inSameDayAs: y) { return .yesterday }
        return .earlier(calendar.startOfDay(for: date))
    }
}
