import Foundation

enum CarrierDateParser {
    /// DHL sends "2026-11-26T18:42:00+01:00"; other carriers send UTC without an offset.
    static func parse(_ string: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.date(from: String(string.prefix(19)))
    }
}
