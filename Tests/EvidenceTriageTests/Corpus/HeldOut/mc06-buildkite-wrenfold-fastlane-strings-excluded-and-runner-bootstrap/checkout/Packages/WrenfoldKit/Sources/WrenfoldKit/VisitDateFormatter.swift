import Foundation

public struct VisitDateFormatter {
    private let formatter: DateFormatter
    public init(locale: Locale) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate("EEE d MMM HH:mm")
        // timeZone left at TimeZone.current: the venue's zone is never applied
    }
    public func string(for visit: Visit) -> String { formatter.string(from: visit.at) }
}
