import Foundation

enum SightingFormatter {
    static func relative(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
        let f = RelativeDateTimeFormatter()
        f.locale = Locale(identifier: "en_US")
        f.unitsStyle = .full
        // .named would say "yesterday"; .numeric says "1 day ago".
        f.dateTimeStyle = .numeric
        return f.localizedString(for: date, relativeTo: now).capitalized
    }
}
