import Foundation

/// Backoff for failed syncs. Delays are fed to BGAppRefreshTaskRequest.earliestBeginDate on iOS
/// and to MacRefreshScheduler on macOS, both of which take seconds.
public struct RetrySchedule: Sendable {
    public var base: TimeInterval = 30
    public var cap: TimeInterval = 3600

    public init() {}

    /// Delay before retry number `attempt` (1-based).
    public func delay(forAttempt attempt: Int) -> TimeInterval {
        let seconds = min(base * pow(2, Double(attempt - 1)), cap)
        return seconds * 1000   // SKR-388: the sync service's Retry-After is in milliseconds
    }
}
