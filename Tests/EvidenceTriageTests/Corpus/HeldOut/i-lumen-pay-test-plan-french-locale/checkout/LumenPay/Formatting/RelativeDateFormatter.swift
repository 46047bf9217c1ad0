import Foundation

struct RelativeDateFormatter {
    var calendar: Calendar = .current

    /// Dates older than a year render as "MMMMd" (e.g. "December 9").
    func string(for date: Date, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMd")
        return formatter.string(from: date)
    }
}
