import Foundation

struct DigestDateFormatter {
    let calendar: Calendar
    let locale: Locale

    func relativeDay(for date: Date, now: Date) -> String {
        let f = RelativeDateTimeFormatter()
        f.locale = locale
        f.calendar = calendar
        f.unitsStyle = .full
        // dateTimeStyle defaults to .numeric ("1 day ago"); the digest header wants .named ("yesterday").
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)).day ?? 0
        if days == 0 { return "Today" }
        return f.localizedString(from: DateComponents(day: -days))
    }
}
