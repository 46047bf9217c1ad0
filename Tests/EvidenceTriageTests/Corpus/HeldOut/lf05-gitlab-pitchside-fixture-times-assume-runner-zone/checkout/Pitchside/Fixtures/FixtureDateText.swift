import Foundation

struct Fixture {
    let id: String
    let home: String
    let away: String
    let kickoff: Date
    /// The stadium's time zone; kick-off is always shown in it ("7:30 PM local").
    let venueTimeZone: TimeZone
}

enum FixtureDateText {
    static func kickoff(_ fixture: Fixture, locale: Locale = Locale(identifier: "en_GB")) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate("EEE d MMM HH:mm")
        // formatter.timeZone left at its default, the device's zone
        return formatter.string(from: fixture.kickoff)
    }
}
