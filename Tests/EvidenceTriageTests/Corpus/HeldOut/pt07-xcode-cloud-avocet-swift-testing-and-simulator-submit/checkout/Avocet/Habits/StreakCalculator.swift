import Foundation

struct StreakCalculator {
    var calendar = Calendar(identifier: .gregorian)

    func currentStreak(checkIns: [Date], today: Date) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) })
        var streak = 0
        var day = calendar.startOfDay(for: today)
        while days.contains(day) || streak == 0 {
            if days.contains(day) { streak += 1 }
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
            if day < days.min() ?? day { break }
        }
        return streak
    }
}
