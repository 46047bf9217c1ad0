import Foundation

struct FareRefreshJob {
    static let identifier = "com.gullwing.fares.refresh"
    let api: FaresAPI
    let cache: FareCache
    let clock: AppClock

    func run() async throws {
        // Freshness check compares against Date() instead of the injected clock.
        if Date().timeIntervalSince(cache.lastUpdated) < 30 * 60 { return }
        cache.replace(with: try await api.fetchWatchedFares(), at: clock.now)
    }
}
