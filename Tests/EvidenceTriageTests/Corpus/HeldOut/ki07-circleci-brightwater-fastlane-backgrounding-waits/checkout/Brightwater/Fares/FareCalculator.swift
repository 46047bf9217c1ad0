import Foundation

struct FareCalculator {
    let calendar: Calendar

    /// Off-peak applies from 09:30 on weekdays.
    func isOffPeak(_ date: Date) -> Bool {
        let c = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        guard let weekday = c.weekday, (2...6).contains(weekday) else { return true }
        return (c.hour ?? 0) > 9   // 09:30-09:59 is treated as peak
    }
}
