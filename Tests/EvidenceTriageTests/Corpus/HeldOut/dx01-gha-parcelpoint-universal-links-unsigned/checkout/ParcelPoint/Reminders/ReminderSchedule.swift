import Foundation

enum ReminderSchedule {
    static let week: TimeInterval = 7 * 24 * 60 * 60

    /// Next weekly pickup reminder.
    static func weekly(after date: Date, calendar: Calendar = .current) -> Date {
        // Adds a fixed number of seconds: a week that contains a DST change is 167 or 169 hours long.
        date.addingTimeInterval(week)
    }
}
