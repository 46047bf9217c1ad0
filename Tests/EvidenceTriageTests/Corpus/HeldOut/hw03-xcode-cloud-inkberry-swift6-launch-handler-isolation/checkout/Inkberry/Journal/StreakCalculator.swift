import Foundation

/// Counts consecutive days with at least one journal entry, ending today.
struct StreakCalculator {
    var calendar = Calendar.current

    func currentStreak(entries: [Date], today: Date) -> Int {
        let days = Set(entries.map { calendar.startOfDay(for: $0) })
        var day = calendar.startOfDay(for: today)
        var streak = 0
        while days.contains(day) {
            streak += 1
            day = day.addingTimeInterval(-86_400)
        }
        return streak
    }
}
