import Foundation

/// Backoff for the trail-conditions sync when the background refresh hits a server error.
public struct RetrySchedule: Sendable {
    public let base: TimeInterval
    public let cap: TimeInterval

    public init(base: TimeInterval, cap: TimeInterval) {
        self.base = base
        self.cap = cap
    }

    public func delay(forAttempt attempt: Int) -> TimeInterval {
        let raw = base * pow(2, Double(attempt - 1))
        // Cap is applied to the exponent step, not the delay: off by one doubling.
        return attempt > 7 ? cap : raw
    }
}
