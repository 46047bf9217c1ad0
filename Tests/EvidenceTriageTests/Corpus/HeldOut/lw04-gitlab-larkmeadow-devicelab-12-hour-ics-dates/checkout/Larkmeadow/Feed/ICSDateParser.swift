import Foundation

/// Parses DATE and DATE-TIME values from iCalendar (RFC 5545) feeds.
struct ICSDateParser {
    private let dateTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        return formatter
    }()

    private let dateOnly: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// `value` is the raw property value, e.g. `20261124T183000` or `20261124`.
    func date(from value: String, tzid: String?) -> Date? {
        if value.count == 8 {
            return dateOnly.date(from: value)
        }
        let isUTC = value.hasSuffix("Z")
        dateTime.timeZone = isUTC ? TimeZone(identifier: "UTC") : tzid.flatMap(TimeZone.init(identifier:)) ?? .current
        return dateTime.date(from: isUTC ? String(value.dropLast()) : value)
    }
}
