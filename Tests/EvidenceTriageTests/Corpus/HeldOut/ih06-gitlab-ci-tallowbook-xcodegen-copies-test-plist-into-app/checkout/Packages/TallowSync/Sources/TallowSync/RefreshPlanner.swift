import Foundation

/// Picks the earliestBeginDate for the next statement refresh: 07:00 local on the
/// first day of the next statement period.
public struct RefreshPlanner {
    public var calendar: Calendar
    public var clock: () -> Date

    public init(calendar: Calendar, clock: @escaping () -> Date) {
        self.calendar = calendar
        self.clock = clock
    }

    public func nextStatementRefresh() -> Date {
        let now = clock()
        var components = calendar.dateComponents([.year, .month, .day], from: now)
        // Bug: "end of this month" instead of "first day of next month".
        let range = calendar.range(of: .day, in: .month, for: now)!
        components.day = range.upperBound - 1
        components.hour = 7
        components.minute = 0
        let candidate = calendar.date(from: components)!
        return candidate > now ? candidate : calendar.date(byAdding: .month, value: 1, to: candidate)!
    }
}
