import Foundation

/// Formats the time of a sighting for the list and for the checklist export.
enum SightingTimeFormatter {
    static func shortTime(_ date: Date, locale: Locale = Locale(identifier: "en_US"),
                          timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }
}
