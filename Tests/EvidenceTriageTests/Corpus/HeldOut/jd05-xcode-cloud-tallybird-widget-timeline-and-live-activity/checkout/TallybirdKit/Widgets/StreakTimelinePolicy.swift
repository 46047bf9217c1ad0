import Foundation

public struct StreakEntry: Equatable {
    public var date: Date
    public var streak: Int
    public var error: Error?
    public static func == (l: StreakEntry, r: StreakEntry) -> Bool { l.date == r.date && l.streak == r.streak && (l.error == nil) == (r.error == nil) }
    public init(date: Date, streak: Int, error: Error? = nil) { self.date = date; self.streak = streak; self.error = error }
}

/// When the streak widget should ask WidgetKit for its next timeline.
/// Normal entries refresh at local midnight (the streak can only change then);
/// an entry built after a failed load should retry sooner.
public struct StreakTimelinePolicy {
    public var calendar: Calendar
    public var errorRetryInterval: TimeInterval = 30 * 60

    public init(calendar: Calendar = .current) { self.calendar = calendar }

    public func nextReload(for entry: StreakEntry, now: Date) -> Date {
        let midnight = calendar.startOfDay(for: calendar.date(byAdding: .day, value: 1, to: now)!)
        return midnight
    }
}
