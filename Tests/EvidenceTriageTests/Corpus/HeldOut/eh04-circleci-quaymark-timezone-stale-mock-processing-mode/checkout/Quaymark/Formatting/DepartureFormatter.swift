import Foundation

/// Formats departure times for the timetable. Times are shown in the
/// harbour's local time, whatever zone the phone is in.
struct DepartureFormatter {
    private let formatter: DateFormatter

    init(locale: Locale = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = .current
    }

    func string(for departure: Departure) -> String {
        formatter.string(from: departure.scheduledAt)
    }
}
