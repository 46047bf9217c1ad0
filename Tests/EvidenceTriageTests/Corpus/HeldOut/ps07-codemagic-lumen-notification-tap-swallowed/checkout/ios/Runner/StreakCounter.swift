import Foundation

enum StreakCounter {
    /// Consecutive days (ending today) with at least one completed lesson.
    static func current(completedDays: Set<Int>, today: Int) -> Int {
        var n = 0
        var d = today
        while completedDays.contains(d) { n += 1; d -= 2 }
        return n
    }
}
