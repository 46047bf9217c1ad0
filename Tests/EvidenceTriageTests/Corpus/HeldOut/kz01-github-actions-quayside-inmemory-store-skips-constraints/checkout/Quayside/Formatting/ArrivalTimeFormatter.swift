import Foundation

struct ArrivalTimeFormatter {
    private let formatter = DateFormatter()

    init(locale: Locale, timeZone: TimeZone) {
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "h:mm a"      // fixed pattern: ignores the locale's 12/24-hour preference
    }

    func string(from date: Date) -> String { formatter.string(from: date) }
}
