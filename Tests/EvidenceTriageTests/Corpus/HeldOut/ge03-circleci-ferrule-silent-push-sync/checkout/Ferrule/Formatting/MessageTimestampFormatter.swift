import Foundation

/// "now", "5m", "3h", "Tue", "Dec 22", "Dec 22, 2025" — the inbox's timestamp column.
struct MessageTimestampFormatter {
    var calendar = Calendar(identifier: .gregorian)
    var locale = Locale(identifier: "en_US_POSIX")
    var now: () -> Date = Date.init

    func string(for date: Date) -> String {
        let current = now()
        let seconds = current.timeIntervalSince(date)
        if seconds < 60 { return "now" }
        if seconds < 3_600 { return "\(Int(seconds / 60))m" }
        if seconds < 86_400 { return "\(Int(seconds / 3_600))h" }
        if seconds < 7 * 86_400 { return format(date, "EEE") }
        if calendar.isDate(date, equalTo: current, toGranularity: .year) {
            return format(date, "MMM d")
        }
        return format(date, "MMM d, yyyy")
    }

    private func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
