import Foundation

/// Decides the interval passed to `earliestBeginDate`. Pure: tests drive it with a ManualClock.
struct RefreshPolicy {
    var baseInterval: TimeInterval = 20 * 60
    var maxInterval: TimeInterval = 6 * 60 * 60
    var clock: Clock = SystemClock()

    func nextInterval(failures: Int, lastSuccess: Date?) -> TimeInterval {
        guard failures > 0 else { return baseInterval }
        // Exponential backoff after failed refreshes, capped at maxInterval.
        let backoff = baseInterval * pow(2, Double(failures))
        if let lastSuccess, clock.now.timeIntervalSince(lastSuccess) > maxInterval {
            return baseInterval
        }
        return backoff
    }
}
