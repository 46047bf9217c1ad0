import Foundation

/// Parses the GPX-export timestamps the Trailhead backend sends ("2026-11-29 17:42:05", UTC).
public struct TripTimestampParser {
    private let formatter: DateFormatter

    public init(locale: Locale = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    }

    public func date(from string: String) -> Date? {
        formatter.date(from: string)
    }
}
