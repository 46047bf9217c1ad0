import Foundation

enum ProjectDates {
    /// Whole days left until the deadline, counted in the environment calendar.
    static func daysToGo(deadline: TimeInterval, now: Date) -> Int {
        var calendar = AppEnvironment.current.calendar
        calendar.timeZone = AppEnvironment.current.timeZone
        let start = calendar.startOfDay(for: now)
        let end = Date(timeIntervalSince1970: deadline)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// Day index used by the funding graph: 0 is the launch day.
    static func dayNumber(launchDate: TimeInterval, date: TimeInterval) -> Int {
        var calendar = AppEnvironment.current.calendar
        calendar.timeZone = AppEnvironment.current.timeZone
        let launch = calendar.startOfDay(for: Date(timeIntervalSince1970: launchDate))
        let day = calendar.startOfDay(for: Date(timeIntervalSince1970: date))
        return calendar.dateComponents([.day], from: launch, to: day).day ?? 0
    }
}
