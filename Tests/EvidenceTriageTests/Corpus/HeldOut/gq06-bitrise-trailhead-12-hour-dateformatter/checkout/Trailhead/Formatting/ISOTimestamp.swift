import Foundation

/// Wire format for timestamps sent to and read from the Trailhead API:
/// UTC, second precision, e.g. 2025-06-14T19:05:00Z.
enum ISOTimestamp {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static func string(from date: Date) -> String {
        formatter.string(from: date)
    }

    static func date(from string: String) -> Date? {
        formatter.date(from: string)
    }
}
