import Foundation

/// Compact "in 5m" / "3h ago" labels for the message list.
struct RelativeTimestampFormatter {
    private let formatter: RelativeDateTimeFormatter = {
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = .abbreviated
        f.locale = Locale(identifier: "en_US")
        return f
    }()

    func string(for date: Date, relativeTo now: Date) -> String {
        formatter.localizedString(for: date, relativeTo: now)
    }
}
