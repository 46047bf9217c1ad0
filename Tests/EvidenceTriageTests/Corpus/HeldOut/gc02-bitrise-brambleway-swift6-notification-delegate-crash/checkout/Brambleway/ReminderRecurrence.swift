import Foundation

enum ReminderRecurrence: Equatable {
    case daily
    case weekly(weekday: Int)
    case monthly(day: Int)

    /// The next occurrence strictly after `date`.
    func nextDate(after date: Date, calendar: Calendar) -> Date {
        switch self {
        case .daily:
            return calendar.date(byAdding: .day, value: 1, to: date)!
        case .weekly(let weekday):
            let components = DateComponents(weekday: weekday)
            return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)!
        case .monthly(let day):
            var components = calendar.dateComponents([.year, .month, .hour, .minute], from: date)
            components.month! += 1
            components.day = day
            return calendar.date(from: components)!
        }
    }
}
