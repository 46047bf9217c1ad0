import ClockKit
import WatchKit
import os

/// Background refresh for the complication. watchOS grants roughly four refreshes an hour to an
/// app with a complication on the active face, and decides itself when they run.
final class WatchRefreshCoordinator {
    static let refreshInterval: TimeInterval = 5 * 60
    private let log = Logger(subsystem: "com.nightowl.watch", category: "Refresh")
    private let scheduler: RefreshScheduling
    private let fetcher: ReadingFetching
    private let stats: BackgroundUpdateStats

    init(scheduler: RefreshScheduling, fetcher: ReadingFetching, stats: BackgroundUpdateStats) {
        self.scheduler = scheduler
        self.fetcher = fetcher
        self.stats = stats
    }

    func scheduleNext(from now: Date = .now) {
        let date = now.addingTimeInterval(Self.refreshInterval)
        scheduler.scheduleBackgroundRefresh(preferredDate: date) { [log] error in
            log.info("scheduled background refresh for \(date, privacy: .public) (error: \(String(describing: error), privacy: .public))")
        }
    }

    /// Called from the app delegate's handle(_:) for WKApplicationRefreshBackgroundTask.
    func handleRefresh(_ complete: @escaping () -> Void) {
        log.info("background refresh task received")
        Task {
            do {
                let reading = try await fetcher.latestReading()
                stats.recordUpdate(at: .now, source: .backgroundRefresh)
                ComplicationStore.shared.latest = reading
                CLKComplicationServer.sharedInstance().activeComplications?.forEach {
                    CLKComplicationServer.sharedInstance().reloadTimeline(for: $0)
                }
                scheduleNext()
            } catch {
                log.error("fetch failed: \(error.localizedDescription, privacy: .public)")
            }
            complete()
        }
    }
}
