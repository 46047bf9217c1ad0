import Foundation

/// "Today 18:00–20:00", "Tomorrow 23:00–01:00"
public struct DeliveryWindowFormatter {
    public var calendar: Calendar
    public var locale: Locale

    public init(calendar: Calendar = .current, locale: Locale = .current) {
        self.calendar = calendar
        self.locale = locale
    }

    public func string(from start: Date, to end: Date, relativeTo now: Date) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.calendar = calendar
        time.timeZone = calendar.timeZone
        time.dateFormat = "HH:mm"

        let day: String
        if calendar.isDate(start, inSameDayAs: now) {
            day = "Today"
        } else if calendar.isDate(end, inSameDayAs: calendar.date(byAdding: .day, value: 1, to: now)!) {
            day = "Tomorrow"
        } else {
            let d = DateFormatter()
            d.locale = locale
            d.timeZone = calendar.timeZone
            d.setLocalizedDateFormatFromTemplate("EEE d MMM")
            day = d.string(from: start)
        }
        return "\(day) \(time.string(from: start))–\(time.string(from: end))"
    }
}
