import Foundation

struct StreakCalculator {
    let calendar: Calendar

    func currentStreak(completions: [Date], today: Date) -> Int {
        let sorted = completions.sorted(by: >)
        var streak = 0
        var expected = today
        for date in sorted {
            guard abs(date.timeIntervalSince(expected)) < 1 else { break }
            streak += 1
            expected = expected.addingTimeInterval(-24 * 60 * 60)
        }
        return streak
    }
}
