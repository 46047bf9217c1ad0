import Foundation
import Testing
@testable import Tallow

@Suite struct JournalSyncJobTests {
    let previous = Date(timeIntervalSince1970: 1_760_392_800)   // 2025-10-13 22:00:00 +0000
    let now = Date(timeIntervalSince1970: 1_760_433_611)        // 2025-10-14 09:20:11 +0000

    @Test func pullMergesAllPages() async throws {
        let store = InMemoryJournalStore(lastPulledAt: previous)
        let api = StubJournalAPI(pages: [.entries(3, next: "c2"), .entries(2, next: nil)])
        let job = JournalSyncJob(api: api, store: store, clock: FixedClock(now: now))

        try await job.run()

        #expect(store.entries.count == 5)
        #expect(store.lastPulledAt == now)
    }

    @Test func mergeIsIdempotent() async throws {
        let store = InMemoryJournalStore(lastPulledAt: previous)
        let api = StubJournalAPI(pages: [.entries(3, next: nil)], repeatable: true)
        let job = JournalSyncJob(api: api, store: store, clock: FixedClock(now: now))

        try await job.run()
        try await job.run()

        #expect(store.entries.count == 3)
    }

    @Test func lastPulledAtNotAdvancedWhenPullAborts() async throws {
        let store = InMemoryJournalStore(lastPulledAt: previous)
        let api = StubJournalAPI(pages: [.entries(3, next: "c2"), .failure(URLError(.networkConnectionLost))])
        let job = JournalSyncJob(api: api, store: store, clock: FixedClock(now: now))

        await #expect(throws: URLError.self) {
            try await job.run()
        }

        // The second page never arrived: the next run must pull again from the previous mark.
        #expect(store.lastPulledAt == previous)
    }
}
