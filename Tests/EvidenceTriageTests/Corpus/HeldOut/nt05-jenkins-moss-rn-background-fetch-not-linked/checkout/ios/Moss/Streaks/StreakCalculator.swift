import Foundation

enum StreakCalculator {
    static func currentStreak(checkIns: [LocalDay], today: LocalDay) -> Int {
        var streak = 0
        var day = today
        let set = Set(checkIns)
        while set.contains(day) || set.contains(day.previous) {
            if set.contains(day) { streak += 1 }
            day = day.previous
        }
        return streak
    }
}
