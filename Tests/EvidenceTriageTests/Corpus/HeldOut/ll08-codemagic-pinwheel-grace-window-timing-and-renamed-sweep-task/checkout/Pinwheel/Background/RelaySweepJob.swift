import Foundation

/// Drops relayed packets older than their TTL and compacts the relay store.
final class RelaySweepJob: @unchecked Sendable {
    private let store: RelayStore
    private let clock: () -> Date
    private var expired = false

    init(store: RelayStore, clock: @escaping () -> Date = Date.init) { self.store = store; self.clock = clock }

    func expire() { expired = true }

    func run() async throws {
        for batch in store.expiredBatches(now: clock()) {
            if expired { break }                          // stop early when the system expires the task
            try await store.delete(batch)
        }
        store.lastSweepCompleted = clock()                // marks success even after an early stop
    }
}
