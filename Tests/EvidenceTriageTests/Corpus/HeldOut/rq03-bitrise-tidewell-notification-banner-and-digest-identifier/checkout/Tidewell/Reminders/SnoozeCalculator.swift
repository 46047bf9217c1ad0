import Foundation

struct SnoozeCalculator {
    let calendar: Calendar

    func next(after date: Date, minutes: Int) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let total = (parts.hour ?? 0) * 60 + (parts.minute ?? 0) + minutes
        parts.hour = (total / 60) % 24
        parts.minute = total % 60
        return calendar.date(from: parts)!
    }
}
