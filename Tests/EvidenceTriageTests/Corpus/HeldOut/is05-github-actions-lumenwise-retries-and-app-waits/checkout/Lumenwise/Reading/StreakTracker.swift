import Foundation

/// Daily reading streak. `clock` is injected so tests can move through days.
struct StreakTracker {
    var clock: () -> Date = Date.init
    var calendar: Calendar = .current

    func currentStreak(lastRead: Date, storedStreak: Int) -> Int {
        if calendar.isDateInToday(lastRead) || calendar.isDateInYesterday(lastRead) {
            return storedStreak
        }
        return 0
    }
}
