import Foundation
import os

/// Decides when filter lists are refreshed and runs the refresh.
/// Shared by the macOS background agent, the macOS app and the iOS app.
final class FilterUpdateScheduler: @unchecked Sendable {
    static let isCurrentlyRunningKey = "filterUpdate.isCurrentlyRunning"
    static let lastRunKey = "filterUpdate.lastRun"

    private let defaults: UserDefaults
    private let updater: FilterUpdating
    private let clock: () -> Date
    private let log = Logger(subsystem: "com.sieve.app", category: "Updates")
    var interval: TimeInterval

    init(defaults: UserDefaults, updater: FilterUpdating, interval: TimeInterval = 2 * 3600, clock: @escaping () -> Date = Date.init) {
        self.defaults = defaults
        self.updater = updater
        self.interval = interval
        self.clock = clock
    }

    var nextRun: Date {
        (defaults.object(forKey: Self.lastRunKey) as? Date ?? .distantPast).addingTimeInterval(interval)
    }

    /// Runs an update if one is due. Returns false when nothing ran.
    @discardableResult
    func runIfDue() async -> Bool {
        guard !defaults.bool(forKey: Self.isCurrentlyRunningKey) else { return false }
        defaults.set(true, forKey: Self.isCurrentlyRunningKey)

        guard clock() >= nextRun else { return false }
        guard await updater.hasNetwork() else {
            log.info("skipping update: offline")
            return false
        }

        await updater.updateAllLists()
        defaults.set(clock(), forKey: Self.lastRunKey)
        defaults.set(false, forKey: Self.isCurrentlyRunningKey)
        return true
    }

    /// Text for the "Next update in …" line in Settings.
    func updateScheduleLine() -> String {
        let remaining = nextRun.timeIntervalSince(clock())
        if remaining <= 0 {
            // Overdue: kick an update and recompute the line.
            Task { await self.runIfDue() }
            return updateScheduleLine()
        }
        return "Next update in \(Int(remaining / 60)) minutes"
    }
}
