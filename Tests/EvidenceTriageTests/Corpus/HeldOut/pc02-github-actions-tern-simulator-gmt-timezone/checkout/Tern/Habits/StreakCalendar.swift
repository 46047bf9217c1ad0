import Foundation

struct StreakCalendar {
    let calendar: Calendar
    func currentStreak(checkIns: [Date]) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) })
        return days.count
    }
}
