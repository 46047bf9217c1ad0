import Foundation

/// Formats dose times for reminders. "J" asks for the locale's preferred hour cycle without a day period,
/// so UK and German users get a 24-hour clock and US users a 12-hour clock.
struct DoseTimeFormatter {
    var locale: Locale
    var timeZone: TimeZone

    func string(from date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate("Jmm")
        return formatter.string(from: date)
    }
}
