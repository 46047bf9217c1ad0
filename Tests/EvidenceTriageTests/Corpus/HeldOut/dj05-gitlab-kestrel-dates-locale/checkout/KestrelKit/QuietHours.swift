import Foundation

public struct QuietHours {
    public static let `default` = QuietHours(startHour: 22, endHour: 6)
    public let startHour: Int
    public let endHour: Int

    /// Parses the user's stored end time. Returns nil for local times that do
    /// not exist (the skipped DST hour) because the formatter is not lenient.
    public static func parse(_ text: String, in zone: TimeZone) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.date(from: text)
    }

    public func contains(_ date: Date) -> Bool {
        let h = Calendar.current.component(.hour, from: date)
        return h >= startHour || h < endHour
    }
}
