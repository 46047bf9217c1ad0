import Foundation

/// Decides which calendar day a check-in belongs to. The nightly streak-rollover
/// job (BGAppRefreshTask `com.ferncastle.streak-rollover`) uses the same calendar.
struct StreakCalendar {
    var calendar: Calendar = .current

    func dayKey(for date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    func rolloverTime(after date: Date) -> Date {
        calendar.nextDate(after: date, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)!
    }
}
