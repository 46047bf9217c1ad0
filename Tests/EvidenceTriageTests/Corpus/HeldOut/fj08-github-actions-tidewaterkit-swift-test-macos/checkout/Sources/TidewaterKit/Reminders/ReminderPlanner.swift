import Foundation

/// Plans the "low tide walk" reminders the apps schedule as local notifications.
public struct ReminderPlanner: Sendable {
    public enum Cadence: Sendable { case daily, weekly }

    public var calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// Next time the reminder fires after `last`, keeping the same wall-clock time.
    public func nextFire(after last: Date, cadence: Cadence) -> Date {
        switch cadence {
        case .daily:
            return last.addingTimeInterval(24 * 60 * 60)
        case .weekly:
            return last.addingTimeInterval(7 * 24 * 60 * 60)
        }
    }

    /// Components handed to UNCalendarNotificationTrigger by the iOS app.
    public func triggerComponents(after last: Date, cadence: Cadence) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute], from: nextFire(after: last, cadence: cadence))
    }
}
