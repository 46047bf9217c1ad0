import Foundation

struct StepStreak {
    let goal: Int
    let calendar: Calendar

    func current(endingOn end: Date, days: [DaySteps]) -> Int {
        var count = 0
        var cursor = end
        let byDay = Dictionary(uniqueKeysWithValues: days.map { (calendar.startOfDay(for: $0.date), $0.steps) })
        while let steps = byDay[calendar.startOfDay(for: cursor)], steps >= goal {
            count += 1
            cursor = cursor.addingTimeInterval(-86_400)   // BUG: a 23-hour day breaks the walk
        }
        return count
    }
}
