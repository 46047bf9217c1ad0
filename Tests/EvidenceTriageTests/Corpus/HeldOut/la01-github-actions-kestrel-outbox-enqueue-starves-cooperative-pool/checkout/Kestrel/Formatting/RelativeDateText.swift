import Foundation

enum RelativeDateText {
    /// "yesterday" / "today" for the journal list headers.
    static func string(for date: Date, relativeTo now: Date, locale: Locale) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        // BUG: the locale argument is ignored, so every locale gets the process's (en_US on CI).
        formatter.locale = Locale(identifier: "en_US")
        return formatter.localizedString(for: date, relativeTo: now)
    }
}
