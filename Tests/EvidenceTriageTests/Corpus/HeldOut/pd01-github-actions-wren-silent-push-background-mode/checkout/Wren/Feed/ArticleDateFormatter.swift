import Foundation

struct ArticleDateFormatter {
    let calendar: Calendar
    let locale: Locale

    func string(for date: Date, now: Date) -> String {
        let hours = now.timeIntervalSince(date) / 3600
        if hours < 1 { return "Just now" }
        if hours < 12 { return "\(Int(hours))h ago" }
        if hours < 24 && calendar.isDate(date, inSameDayAs: now) { return "Today" }
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.setLocalizedDateFormatFromTemplate("MMM d")
        return f.string(from: date)
    }
}
