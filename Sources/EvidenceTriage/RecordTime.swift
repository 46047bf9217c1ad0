import Foundation

/// Registration records' timestamps (`2026-11-20T09:14:03Z`, with or without fractions).
enum RecordTime {
    // Made once: rules parse a record's time per failure. Apple documents ISO8601DateFormatter as
    // thread-safe; Linux's Foundation does not, and tests triage in parallel in one process: a lock.
    nonisolated(unsafe) private static let plain = ISO8601DateFormatter()
    nonisolated(unsafe) private static let fractional: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()
    private static let lock = NSLock()

    static func date(_ text: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        return plain.date(from: text) ?? fractional.date(from: text)
    }
}
