import Foundation

struct StreakCalculator {
    var calendar = Calendar(identifier: .gregorian)

    func streak(for days: [Date], today: Date) -> Int {
        let sorted = Set(days.map { calendar.startOfDay(for: $0) }).sorted(by: >)
        var count = 0
        var cursor = calendar.startOfDay(for: today)
        for day in sorted where day <= cursor {
            count += 1
            cursor = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return count
    }
}
