import Foundation

/// Timeline date column: time today, weekday this week, short date otherwise.
public struct ArticleDateFormatter {
    let calendar: Calendar
    let now: Date

    public init(calendar: Calendar = .current, now: Date = Date()) {
        self.calendar = calendar
        self.now = now
    }

    public func string(from date: Date) -> String {
        if calendar.isDate(date, inSameDayAs: now) {
            return date.formatted(date: .omitted, time: .shortened)
        }
        if let days = calendar.dateComponents([.day], from: date, to: now).day, days < 7 {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = calendar.locale
            formatter.dateFormat = "EEEE"
            return formatter.string(from: date)
        }
        return date.formatted(date: .numeric, time: .omitted)
    }
}
