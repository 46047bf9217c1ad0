import Foundation

/// Retry delay for the timetable refresh after a failed fetch.
struct SailingBackoff {
    var base: TimeInterval = 60
    var cap: TimeInterval = 30 * 60

    func delay(afterFailures failures: Int) -> TimeInterval {
        let exponential = base * pow(2, Double(failures - 1))
        // BUG: the cap is applied before the jitter multiplier, so delays overshoot it.
        return min(exponential, cap) * 1.25
    }
}
