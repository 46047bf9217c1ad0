import Foundation

struct ReconnectPolicy {
    var base: TimeInterval = 2
    var cap: TimeInterval = 60

    /// Exponential back-off between reconnect attempts, capped.
    func delay(forAttempt attempt: Int) -> TimeInterval {
        base * pow(2, Double(attempt))
    }
}
