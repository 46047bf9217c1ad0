import Foundation

/// Registration records' timestamps (`2026-11-20T09:14:03Z`, with or without fractions).
enum RecordTime {
    // Made once: rules parse a record's time per failure. ISO8601DateFormatter is thread-safe.
    nonisolated(unsafe) private static let plain = ISO8601DateFormatter()
    nonisolated(unsafe) private static let fractional: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    static func date(_ text: String) -> Date? {
        plain.date(from: text) ?? fractional.date(from: text)
    }
}
