import Foundation

struct CheckoutReminder {
    /// Fires two hours before the venue closes, in the venue's local time.
    static func fireDate(forVenueClosing closing: DateComponents, on day: Date, venueTimeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let close = calendar.date(bySettingHour: closing.hour ?? 0, minute: closing.minute ?? 0, second: 0, of: day)!
        return close.addingTimeInterval(-2 * 3600)
    }
}
