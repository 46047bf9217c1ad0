import Foundation

struct ReminderSchedule {
    var everyDays: Int
    var dormantMonths: Set<Int>

    func next(after date: Date, calendar: Calendar) -> Date {
        let candidate = calendar.date(byAdding: .day, value: everyDays, to: date)!
        // push out of a dormant month once
        if dormantMonths.contains(calendar.component(.month, from: candidate)) {
            return calendar.date(byAdding: .month, value: 1, to: candidate)!
        }
        return candidate
    }
}
