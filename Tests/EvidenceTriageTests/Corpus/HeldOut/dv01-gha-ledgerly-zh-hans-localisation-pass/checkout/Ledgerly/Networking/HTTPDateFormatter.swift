import Foundation

/// Formats dates for HTTP headers (`If-Modified-Since`, `Date`) used by the
/// exchange-rate client and the background rate refresh.
enum HTTPDateFormatter {
    static let rfc1123: DateFormatter = {
        let formatter = DateFormatter()
        // BUG: no fixed locale, so month/weekday names follow the device language.
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }()

    static func headerValue(for date: Date) -> String {
        rfc1123.string(from: date)
    }
}
