import Foundation

/// Streak shown by the home-screen widget; mirrors lib/domain/streak.dart.
struct StreakCalculator {
    let calendar: Calendar

    func currentStreak(checkIns: [Date], today: Date) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) })
        var cursor = calendar.startOfDay(for: today)
        if !days.contains(cursor) {
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        var streak = 0
        while days.contains(cursor) || streak < days.count {
            if days.contains(cursor) { streak += 1 }
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
            if streak == days.count { break }
        }
        return streak
    }
}
