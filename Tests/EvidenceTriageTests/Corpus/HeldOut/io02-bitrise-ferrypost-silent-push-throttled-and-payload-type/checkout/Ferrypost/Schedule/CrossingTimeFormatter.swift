import Foundation

enum CrossingTimeFormatter {
    static func nextDeparture(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateFormat = "h:mm a"
        return f.string(from: date)
    }
}
