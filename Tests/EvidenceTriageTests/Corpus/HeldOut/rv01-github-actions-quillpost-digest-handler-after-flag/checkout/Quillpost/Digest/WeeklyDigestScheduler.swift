import Foundation

struct WeeklyDigestScheduler {
    var calendar: Calendar = .autoupdatingCurrent
    var deliveryHour = 10

    /// The digest goes out on Monday at 10:00 device time.
    func nextDigestDate(after date: Date) -> Date {
        var components = DateComponents()
        components.weekday = calendar.firstWeekday
        components.hour = deliveryHour
        components.minute = 0
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime) ?? date
    }
}
