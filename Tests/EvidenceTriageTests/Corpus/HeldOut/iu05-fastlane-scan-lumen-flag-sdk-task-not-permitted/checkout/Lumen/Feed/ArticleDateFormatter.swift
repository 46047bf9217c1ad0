import Foundation

enum ArticleDateFormatter {
    static func label(for date: Date, now: Date, calendar: Calendar = .current) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .numeric
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: date, relativeTo: now)
    }
}
