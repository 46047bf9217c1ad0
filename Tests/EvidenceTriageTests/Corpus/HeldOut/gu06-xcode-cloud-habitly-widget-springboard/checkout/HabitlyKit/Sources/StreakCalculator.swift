import Foundation

public struct StreakCalculator {
    let calendar: Calendar
    public init(calendar: Calendar = .current) { self.calendar = calendar }

    /// Consecutive days with a check-in, ending today or yesterday.
    public func currentStreak(checkIns: [Date], today: Date) -> Int {
        let sorted = checkIns.sorted(by: >)
        var streak = 0
        var expected = today
        for day in sorted {
            // 24 h windows, counted back from now.
            if expected.timeIntervalSince(day) < 24 * 60 * 60 {
                streak += 1
                expected = day
            } else {
                break
            }
        }
        return streak
    }
}
