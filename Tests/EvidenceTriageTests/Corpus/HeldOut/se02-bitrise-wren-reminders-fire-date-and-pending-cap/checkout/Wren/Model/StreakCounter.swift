import Foundation

enum StreakCounter {
    static func current(completions: [Date], calendar: Calendar) -> Int {
        // counts completed days
        Set(completions.map { calendar.startOfDay(for: $0) }).count
    }
}
