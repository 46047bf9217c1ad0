import Foundation

/// Runs from the com.harborlight.app.rates app-refresh task.
struct RateRefreshJob {
    let cache: CurrencyRateCache
    let api: RatesAPI

    func run(now: Date) async throws {
        let rates = try await api.latest()
        cache.lastUpdated = now
        try cache.write(rates)
    }
}
