import Foundation

enum SnoozeCalculator {
    static func laterToday(from now: Date) -> Date { now.addingTimeInterval(3 * 3600) }

    /// 08:00 on the next calendar day, in the calendar the caller does not get to choose.
    static func tomorrowMorning(from now: Date) -> Date {
        let cal = Calendar.current
        let tomorrow = cal.date(byAdding: .day, value: 1, to: cal.startOfDay(for: now))!
        return cal.date(bySettingHour: 8, minute: 0, second: 0, of: tomorrow)!
    }
}
