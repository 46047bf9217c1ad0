import UserNotifications

struct RefillReminderScheduler {
    enum Day { case day(Int), monthEnd }
    let calendar: Calendar
    let now: () -> Date

    func trigger(for day: Day, hour: Int) -> UNCalendarNotificationTrigger? {
        var components = DateComponents()
        components.calendar = calendar
        components.timeZone = calendar.timeZone
        components.hour = hour
        switch day {
        case .day(let d):
            components.day = d
        case .monthEnd:
            // "Last day of the month": 31 clamps to the month's last day.
            components.day = 31
        }
        return UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    }
}
