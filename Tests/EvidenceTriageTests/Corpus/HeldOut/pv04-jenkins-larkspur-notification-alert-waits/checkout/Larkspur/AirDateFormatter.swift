import Foundation

enum AirDateFormatter {
    static func string(for date: Date, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "America/New_York")
        f.dateFormat = "EEE d MMM, HH:mm"
        return f.string(from: date)
    }
}
