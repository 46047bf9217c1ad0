import Foundation

enum StreakCalculator {
    /// Consecutive days with an entry, counting back from `today`.
    static func streak(entryDays: Set<Int>, today: Int) -> Int {
        var day = today
        var count = 0
        while entryDays.contains(day) || entryDays.contains(day - 1) {
            if entryDays.contains(day) { count += 1 }
            day -= 1
        }
        return count
    }
}
