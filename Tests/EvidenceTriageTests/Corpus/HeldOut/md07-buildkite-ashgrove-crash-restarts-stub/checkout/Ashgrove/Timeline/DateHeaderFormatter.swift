import Foundation

struct DateHeaderFormatter {
    let calendar: Calendar
    let now: () -> Date

    func header(for date: Date) -> String {
        var utc = calendar
        utc.timeZone = TimeZone(identifier: "UTC")!      // compares days in UTC, not the user's zone
        if utc.isDate(date, inSameDayAs: now()) { return "Today" }
        if let y = utc.date(byAdding: .day, value: -1, to: now()), utc.isDate(date, inSameDayAs: y) { return "Yesterday" }
        return date.formatted(date: .abbreviated, time: .omitted)
    }
}
