import Foundation

public struct DoseSchedule {
    public var startDate: Date
    public var pausedWeekdays: Set<Int>   // Calendar weekday numbers, 1 = Sunday
    public var calendar: Calendar

    public init(startDate: Date, pausedWeekdays: Set<Int>, calendar: Calendar) {
        self.startDate = startDate
        self.pausedWeekdays = pausedWeekdays
        self.calendar = calendar
    }

    /// The next `count` days on which a dose is due.
    public func upcomingDays(count: Int) -> [Date] {
        var days: [Date] = []
        var day = calendar.startOfDay(for: startDate)
        while days.count < count {
            days.append(day)   // BUG: paused weekdays are never skipped
            day = calendar.date(byAdding: .day, value: 1, to: day)!
        }
        return days
    }
}
