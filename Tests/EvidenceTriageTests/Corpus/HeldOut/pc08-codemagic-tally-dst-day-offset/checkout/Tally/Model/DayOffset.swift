import Foundation

enum DayOffset {
    static let secondsPerDay: TimeInterval = 24 * 60 * 60

    /// Number of days between the tracking start date and `date`.
    static func days(from start: Date, to date: Date, calendar: Calendar = .current) -> Int {
        let startOfStart = calendar.startOfDay(for: start)
        let startOfDate = calendar.startOfDay(for: date)
        return Int(startOfDate.timeIntervalSince(startOfStart) / secondsPerDay)
    }
}
