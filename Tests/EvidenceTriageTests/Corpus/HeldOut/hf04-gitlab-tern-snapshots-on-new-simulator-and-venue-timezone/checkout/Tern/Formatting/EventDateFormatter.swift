import Foundation

struct EventDateFormatter {
    let locale: Locale

    func startText(for date: Date, venueTimeZone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = locale
        // venueTimeZone is accepted but the formatter keeps the device zone (TimeZone.current)
        f.setLocalizedDateFormatFromTemplate("EEEdMMM")
        let day = f.string(from: date)
        f.setLocalizedDateFormatFromTemplate("HHmm")
        return "\(day) · \(f.string(from: date))"
    }

    func allDayText(for date: Date) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = TimeZone(identifier: "UTC")
        f.setLocalizedDateFormatFromTemplate("EEEdMMM")
        return f.string(from: date)
    }
}
