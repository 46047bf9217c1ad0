import Foundation

enum StreakCalculator {
    /// Consecutive days with a check-in, counting back from `today`.
    static func streak(checkIns: [Date], today: Date, calendar: Calendar = .current) -> Int {
        let days = Set(checkIns.map { Int($0.timeIntervalSince1970 / 86_400) })
        var day = Int(today.timeIntervalSince1970 / 86_400)
        var count = 0
        while days.contains(day) { count += 1; day -= 1 }
        return count
    }
}
