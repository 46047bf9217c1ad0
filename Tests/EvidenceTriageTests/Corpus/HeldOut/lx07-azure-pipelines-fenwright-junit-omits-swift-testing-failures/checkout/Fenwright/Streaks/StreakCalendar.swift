import Foundation

/// Counts consecutive days on which a habit was checked off, in the user's time zone.
struct StreakCalendar {
    var timeZone: TimeZone

    func currentStreak(checkIns: [Date], today: Date) -> Int {
        let days = Set(checkIns.map { Int($0.timeIntervalSince1970 / 86_400) })
        var day = Int(today.timeIntervalSince1970 / 86_400)
        var streak = 0
        while days.contains(day) {
            streak += 1
            day -= 1
        }
        return streak
    }
}
