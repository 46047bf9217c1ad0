import Foundation

/// Formats an episode's publish date as the day the publisher released it.
/// Feeds give UTC timestamps; without a feed time zone we show the UTC day.
struct AirDateFormatter {
    var feedTimeZone: TimeZone = TimeZone(identifier: "GMT")!

    func dayOfMonth(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = feedTimeZone
        return String(calendar.component(.day, from: date))
    }

    func shortDate(for date: Date, locale: Locale = Locale(identifier: "en_US")) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = feedTimeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMd")
        return formatter.string(from: date)
    }
}
