import Foundation

/// Keeps cached timetable responses fresh: every response schedules a refresh
/// "cron job" for the time the backend says the data expires.
final class AutoRefreshCacheLogic {
    let clock: Clock
    let scheduler: CronScheduling
    private(set) var reloadCount = 0

    init(clock: Clock = SystemClock(), scheduler: CronScheduling) {
        self.clock = clock
        self.scheduler = scheduler
    }

    func didReceive(response: HTTPURLResponse, fromCache: Bool, reload: @escaping () -> Void) {
        scheduler.cancelRefresh(for: response.url)
        guard let next = nextRefreshDate(headers: response.allHeaderFields) else { return }
        scheduler.scheduleRefresh(for: response.url, at: next) { [weak self] in
            self?.reloadCount += 1
            reload()
        }
    }

    /// `Date` header plus the `X-Next-Refresh` backoff (seconds).
    func nextRefreshDate(headers: [AnyHashable: Any], referenceDate: Date? = nil) -> Date? {
        guard let backoff = (headers["X-Next-Refresh"] as? String).flatMap(TimeInterval.init) else { return nil }
        let base = referenceDate ?? (headers["Date"] as? String).flatMap(HTTPDate.parse) ?? clock.now
        return base.addingTimeInterval(backoff)
    }
}
