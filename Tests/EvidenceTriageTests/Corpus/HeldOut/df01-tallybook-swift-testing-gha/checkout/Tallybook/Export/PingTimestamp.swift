import Foundation

/// Timestamps written into the nightly export ping (`export_ping.json`).
/// The backend parses these as RFC 3339 and buckets them by UTC day.
enum PingTimestamp {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .iso8601)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        // No timeZone set: the formatter uses TimeZone.current.
        return formatter
    }()

    static func string(from date: Date) -> String {
        formatter.string(from: date)
    }
}
