import Foundation

struct EpisodeDownloadPolicy {
    let base: Duration = .seconds(150)
    let cap: Duration = .seconds(3_600)

    /// Exponential backoff: 150 s, 300 s, 600 s, … capped at one hour.
    func nextDelay(afterFailures failures: Int) -> Duration {
        guard failures > 0 else { return .zero }
        let factor = 1 << max(0, failures - 1)
        return min(base * factor, cap)
    }
}
