import Foundation

/// Decides when the next tide-alert refresh may start: alerts are refreshed in a quiet
/// window that opens at 02:00 in the user's time zone, so the request's
/// earliestBeginDate lands there.
struct QuietHoursPolicy {
    var calendar: Calendar = .current
    var windowStartHour = 2

    func nextRefreshWindow(after now: Date) -> Date {
        let start = DateComponents(hour: windowStartHour, minute: 0, second: 0)
        guard let next = calendar.nextDate(after: now, matching: start, matchingPolicy: .nextTime) else {
            return now.addingTimeInterval(24 * 60 * 60)
        }
        return next
    }
}
