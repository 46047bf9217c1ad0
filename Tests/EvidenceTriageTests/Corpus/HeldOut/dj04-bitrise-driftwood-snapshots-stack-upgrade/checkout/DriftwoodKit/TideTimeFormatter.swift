import Foundation

public struct TideTimeFormatter {
    public enum Kind { case high, low }
    private let time: DateFormatter

    public init(locale: Locale = .current, timeZone: TimeZone = .current) {
        time = DateFormatter()
        time.locale = locale
        time.timeZone = timeZone
        time.dateStyle = .none
        time.timeStyle = .short   // "9:41\u{202F}AM" on iOS 17+ (CLDR 42), "9:41 AM" before
    }

    public func label(for kind: Kind, at date: Date) -> String {
        (kind == .high ? "High " : "Low ") + time.string(from: date)
    }

    public func height(_ metres: Double) -> String {
        String(format: "%.1f m", metres)
    }
}
