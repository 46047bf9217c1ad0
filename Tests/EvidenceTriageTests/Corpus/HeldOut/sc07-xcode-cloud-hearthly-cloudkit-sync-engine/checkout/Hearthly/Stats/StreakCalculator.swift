import Foundation

enum StreakCalculator {
    /// Consecutive completed days ending today.
    static func currentStreak(days: Set<Date>, today: Date, calendar: Calendar = .current) -> Int {
        var streak = 0
        var day = calendar.date(byAdding: .day, value: -1, to: calendar.startOfDay(for: today))!
        while days.contains(day) {
            streak += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return streak
    }
}
