import Foundation

/// Formats ferry arrival times for the departures board and for accessibility labels.
public struct ArrivalTimeFormatter {
    public var timeZone: TimeZone
    public var locale: Locale

    public init(timeZone: TimeZone = .current, locale: Locale = .current) {
        self.timeZone = timeZone
        self.locale = locale
    }

    public func string(from date: Date, style: DateFormatter.Style) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.dateStyle = style
        f.timeStyle = style
        return f.string(from: date)
    }
}
