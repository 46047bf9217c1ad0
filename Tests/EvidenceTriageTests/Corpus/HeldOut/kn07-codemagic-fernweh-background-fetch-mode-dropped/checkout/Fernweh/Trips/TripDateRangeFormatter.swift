import Foundation

enum TripDateRangeFormatter {
    static func string(from start: Date, to end: Date, calendar: Calendar = .current, locale: Locale = .current) -> String {
        let day = DateFormatter()
        day.locale = locale
        day.setLocalizedDateFormatFromTemplate("d")
        let dayMonth = DateFormatter()
        dayMonth.locale = locale
        dayMonth.setLocalizedDateFormatFromTemplate("d MMM")
        if calendar.isDate(start, equalTo: end, toGranularity: .month) {
            return "\(day.string(from: start)) - \(dayMonth.string(from: end))"
        }
        return "\(dayMonth.string(from: start)) - \(dayMonth.string(from: end))"
    }
}
