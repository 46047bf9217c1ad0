import Foundation

enum StreakTimeline {
    /// When the widget timeline should reload: the next midnight for the user.
    static func nextRefresh(after date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        // BUG: fixed to UTC so the streak "day" rolls over at 00:00Z, not at local midnight.
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let startOfDay = calendar.startOfDay(for: date)
        return calendar.date(byAdding: .day, value: 1, to: startOfDay)!
    }
}
