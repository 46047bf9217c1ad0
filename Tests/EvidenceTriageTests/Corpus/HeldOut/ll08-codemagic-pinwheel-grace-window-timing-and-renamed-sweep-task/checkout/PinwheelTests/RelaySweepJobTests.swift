import Foundation
import Testing
@testable import Pinwheel

@Suite struct RelaySweepJobTests {
    @Test func sweepDeletesExpiredBatches() async throws {
        let store = InMemoryRelayStore(batches: [.expired(count: 40), .expired(count: 12)])
        let job = RelaySweepJob(store: store, clock: { .fixed("2026-12-01T02:00:00Z") })
        try await job.run()
        #expect(store.remainingBatches.isEmpty)
    }

    @Test func expirationDoesNotMarkSweepComplete() async throws {
        let store = InMemoryRelayStore(batches: [.expired(count: 40), .expired(count: 12), .expired(count: 9)])
        let job = RelaySweepJob(store: store, clock: { .fixed("2026-12-01T02:00:00Z") })
        store.onDelete = { _ in job.expire() }          // the FakeProcessingTask expires after the first batch

        try await job.run()

        #expect(store.remainingBatches.count == 2)
        #expect(store.lastSweepCompleted == nil)
    }
}
