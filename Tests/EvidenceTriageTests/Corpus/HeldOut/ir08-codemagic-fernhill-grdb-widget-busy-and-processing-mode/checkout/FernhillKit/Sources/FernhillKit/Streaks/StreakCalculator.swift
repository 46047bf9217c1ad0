import Foundation

public struct StreakCalculator {
    public var calendar: Calendar = .current

    public init() {}

    /// Consecutive days, ending today, on which the daily goal was met.
    public func currentStreak(entries: [HydrationEntry], goalML: Int, today: Date) -> Int {
        let totals = Dictionary(grouping: entries, by: { calendar.startOfDay(for: $0.loggedAt) })
            .mapValues { $0.reduce(0) { $0 + $1.millilitres } }
        var day = calendar.startOfDay(for: today)
        var streak = 0
        while let total = totals[day], total >= goalML {
            streak += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return streak
    }
}
