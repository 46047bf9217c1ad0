import Foundation

/// Text for the "quiet hours" banner: the marina's harbour office stops
/// answering and the app pauses tide-alert pushes until the given time.
public struct QuietHoursFormatter {
    private let formatter: DateFormatter

    /// - Parameter zoneCode: the harbour office zone as the marina API sends it ("EST", "PST", "GMT").
    public init(zoneCode: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: zoneCode) ?? TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "h:mm a zzzz"
        self.formatter = formatter
    }

    public func banner(until end: Date) -> String {
        "Quiet until \(formatter.string(from: end))"
    }
}
