import Foundation

struct BedtimeSettings {
    static let defaultsKey = "bedtimeReminderMinutes"
    /// Minutes after midnight; default 22:30.
    var minutesAfterMidnight: Int = UserDefaults.standard.object(forKey: defaultsKey) as? Int ?? 22 * 60

    var displayValue: String {
        var c = DateComponents(); c.hour = minutesAfterMidnight / 60; c.minute = minutesAfterMidnight % 60
        let d = Calendar.current.date(from: c)!
        return DateFormatter.localizedString(from: d, dateStyle: .none, timeStyle: .short)
    }
}
