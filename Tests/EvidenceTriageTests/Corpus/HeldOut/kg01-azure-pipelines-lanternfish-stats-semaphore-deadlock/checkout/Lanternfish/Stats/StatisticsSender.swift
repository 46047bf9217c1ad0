import Foundation
import os

/// Sends the counters that background refreshes accumulate. Background runs only increment
/// counters to save background time; the foreground app reports them.
final class StatisticsSender {
    static let shared = StatisticsSender(store: .shared, api: APIClient.shared)

    private let store: StatisticsStore
    private let api: APIRequesting
    private let log = Logger(subsystem: "com.lanternfish.ios", category: "Stats")

    init(store: StatisticsStore, api: APIRequesting) {
        self.store = store
        self.api = api
    }

    /// Called from the didBecomeActive observer (main queue).
    func sendPendingStatsIfNeeded() {
        let pending = store.pendingCounters()
        guard !pending.isEmpty else { return }
        print("[Stats] app became active; \(pending.count) pending counters (\(pending.summary))")

        // Keep the counters until the server has them, so a failed send does not lose them.
        let semaphore = DispatchSemaphore(value: 0)
        var delivered = false
        print("[Stats] sending statistics, waiting for response")
        api.send(.statistics(pending)) { result in          // APIClient calls back on the main queue
            delivered = (try? result.get()) != nil
            semaphore.signal()
        }
        semaphore.wait()
        if delivered {
            store.clear(pending)
        }
    }
}
