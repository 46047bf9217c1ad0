import Foundation

/// Formats the time a tide alert is due ("6:45 PM", "18:45") for alert rows and notifications.
struct DueTimeFormatter {
    private let formatter: DateFormatter

    init(locale: Locale = .current, timeZone: TimeZone = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .none
        formatter.timeStyle = .short
    }

    func string(for date: Date) -> String {
        formatter.string(from: date)
    }
}
