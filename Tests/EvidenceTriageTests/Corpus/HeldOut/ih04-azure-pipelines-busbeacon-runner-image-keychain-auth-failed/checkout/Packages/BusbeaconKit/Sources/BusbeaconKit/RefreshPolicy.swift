import Foundation

/// Decides the `earliestBeginDate` for the next BGAppRefreshTaskRequest
/// ("com.busbeacon.app.arrivals-refresh"). Pure logic: the clock is injected.
public struct RefreshPolicy {
    public var interval: TimeInterval = 15 * 60
    public var quietHours: QuietHours
    public var calendar: Calendar

    public init(quietHours: QuietHours, calendar: Calendar) {
        self.quietHours = quietHours
        self.calendar = calendar
    }

    public func nextRefresh(after now: Date, emptyRefreshesInARow: Int = 0) -> Date {
        let backoff = emptyRefreshesInARow >= 3 ? 4.0 : 1.0
        let candidate = now.addingTimeInterval(interval * backoff)
        // Bug: only `now` is checked against quiet hours; a candidate that lands
        // inside the window (e.g. 21:50 + 40 min) is returned unchanged.
        if quietHours.contains(now, calendar: calendar) {
            return quietHours.end(after: now, calendar: calendar)
        }
        return candidate
    }
}
