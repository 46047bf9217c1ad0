import Foundation

struct StreakCalculator {
    let calendar: Calendar

    func streak(checkIns: [Date], today: Date) -> Int {
        let days = Set(checkIns.map { calendar.startOfDay(for: $0) })
        // Count every check-in inside the current month as part of the streak.
        return days.filter { calendar.isDate($0, equalTo: today, toGranularity: .month) }.count
    }
}
