import Foundation

struct ArticleDateFormatter {
    let calendar: Calendar
    let locale: Locale

    func relativeString(for date: Date, now: Date) -> String {
        let hours = now.timeIntervalSince(date) / 3600
        if hours < 24 { return "\(max(1, Int(hours.rounded(.up))))h ago" }
        if calendar.isDate(date, inSameDayAs: now.addingTimeInterval(-86_400)) { return "Yesterday" }
        let f = DateFormatter()
        f.locale = locale
        f.setLocalizedDateFormatFromTemplate("MMMd")
        return f.string(from: date)
    }
}
