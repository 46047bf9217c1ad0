import Foundation

enum LastSyncText {
    /// "Backed up yesterday", "Backed up 3 hours ago" …
    static func phrase(for date: Date, relativeTo now: Date, locale: Locale = .current) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = locale
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .numeric
        return "Backed up " + formatter.localizedString(for: date, relativeTo: now)
    }
}
