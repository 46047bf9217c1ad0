import UIKit
import os

protocol RatesClient { func latestRates() async throws -> [String: Double] }
protocol RateStore: AnyObject {
    var rates: [String: Double] { get }
    func replace(with rates: [String: Double])
}

/// Called from AppDelegate.application(_:performFetchWithCompletionHandler:).
final class ExchangeRateRefresher {
    private let client: RatesClient
    private let store: RateStore
    private let log = Logger(subsystem: "com.ledgerleaf.app", category: "Refresh")

    init(client: RatesClient, store: RateStore) {
        self.client = client
        self.store = store
    }

    func performRefresh() async -> UIBackgroundFetchResult {
        do {
            let latest = try await client.latestRates()
            guard latest != store.rates else { return .noData }
            store.replace(with: latest)
            log.info("rates refreshed: \(latest.count, privacy: .public) currencies")
            return .newData
        } catch {
            log.error("rates refresh failed: \(String(describing: error), privacy: .public)")
            return .failed
        }
    }
}

/// Test hook: AppDelegate forwards every system-initiated fetch here in Debug builds.
final class BackgroundFetchProbe {
    static let shared = BackgroundFetchProbe()
    var onFetch: (() -> Void)?
    private(set) var fetchCount = 0

    func recordFetch() {
        NSLog("[Refresh] system background fetch delivered (#%d)", fetchCount + 1)
        fetchCount += 1
        onFetch?()
    }
}
