import Foundation

enum RecurrenceRule {
    case daily, weekdaysOnly

    func next(after date: Date, calendar: Calendar) -> Date {
        switch self {
        case .daily:
            return calendar.date(byAdding: .day, value: 1, to: date)!
        case .weekdaysOnly:
            var d = calendar.date(byAdding: .day, value: 1, to: date)!
            while calendar.component(.weekday, from: d) == 1 { d = calendar.date(byAdding: .day, value: 1, to: d)! }
            return d
        }
    }
}
