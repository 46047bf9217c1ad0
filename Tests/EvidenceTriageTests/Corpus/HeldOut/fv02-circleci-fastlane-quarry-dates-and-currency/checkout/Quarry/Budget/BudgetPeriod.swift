import Foundation

enum DayBucket: String {
    case today, yesterday, thisWeek, earlier
}

/// Groups transactions for the "Recent activity" list.
struct BudgetPeriod {
    var calendar: Calendar = .current
    var now: () -> Date = Date.init

    func bucket(for date: Date) -> DayBucket {
        if calendar.isDate(date, inSameDayAs: now()) { return .today }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now()),
           calendar.isDate(date, inSameDayAs: yesterday) { return .yesterday }
        if calendar.isDate(date, equalTo: now(), toGranularity: .weekOfYear) { return .thisWeek }
        return .earlier
    }
}
