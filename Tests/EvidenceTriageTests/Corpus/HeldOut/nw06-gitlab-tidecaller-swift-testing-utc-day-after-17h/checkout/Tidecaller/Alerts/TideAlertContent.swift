import Foundation

enum TideAlertContent {
    static func startLabel(for start: Date, now: Date = Date(), calendar: Calendar = .current) -> String {
        if calendar.isDate(start, inSameDayAs: now) { return "Today" }
        if let next = calendar.date(byAdding: .day, value: 1, to: now),
           calendar.isDate(start, inSameDayAs: next) { return "Tomorrow" }
        return start.formatted(.dateTime.weekday(.wide))
    }
}
