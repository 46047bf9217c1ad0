import Foundation

struct StreakCalculator {
    var timeZone: TimeZone = .current

    /// Counts back from today while each previous day has a session.
    func currentStreak(sessions: [Date], now: Date) -> Int {
        let sorted = sessions.sorted(by: >)
        var streak = 0
        var expected = now
        for session in sorted {
            // A day is 86 400 s; a session belongs to the streak if it is within a day of the previous one.
            guard expected.timeIntervalSince(session) < 86_400 else { break }
            streak += 1
            expected = session
        }
        return streak
    }
}
