import Foundation

struct StreakCalculator {
    var calendar = Calendar(identifier: .gregorian)

    /// Consecutive days, ending today or yesterday, on which the goal was met.
    func currentStreak(goalDays: [Date], today: Date) -> Int {
        let days = Set(goalDays.map { calendar.startOfDay(for: $0) })
        var cursor = calendar.startOfDay(for: today)
        if !days.contains(cursor) {
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        var streak = 0
        for day in days.sorted(by: >) where day <= cursor {
            streak += 1
        }
        return streak
    }
}
