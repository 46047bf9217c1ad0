import Foundation

struct TaskRefreshPolicy {
    /// How stale the task list may get before a foreground refresh.
    var foregroundRefreshInterval: TimeInterval = 24 * 60 * 60

    func shouldRefreshOnForeground(lastRefresh: Date, now: Date) -> Bool {
        now.timeIntervalSince(lastRefresh) > foregroundRefreshInterval
    }
}
