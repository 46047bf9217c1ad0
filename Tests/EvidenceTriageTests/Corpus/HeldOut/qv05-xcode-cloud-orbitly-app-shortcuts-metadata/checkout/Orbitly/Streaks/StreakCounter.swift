import Foundation

struct StreakCounter {
    var calendar = Calendar(identifier: .gregorian)

    func streak(days: [Date], today: Date) -> Int {
        let unique = Set(days.map { calendar.startOfDay(for: $0) })
        return unique.count
    }
}
