import Foundation
import Testing
@testable import AshgroveKit

@Suite struct AirQualityRefreshJobTests {
    @Test func storesNewReadings() async throws {
        let store = InMemoryAQStore()
        let job = AirQualityRefreshJob(feed: StubAQFeed.pages([["r1", "r2"]]), store: store)
        try await job.run()
        #expect(store.readingIDs == ["r1", "r2"])
    }

    /// A write that fails must leave the cursor where it was, so the next
    /// background run fetches the same page again.
    @Test func cursorNotAdvancedWhenWriteFails() async throws {
        let store = InMemoryAQStore(failNextWrite: AQStoreError.diskFull)
        let job = AirQualityRefreshJob(feed: StubAQFeed.pages([["r3", "r4"]], nextCursor: "c-42"), store: store)
        await #expect(throws: AQStoreError.diskFull) { try await job.run() }
        #expect(store.cursor == nil)
        #expect(store.readingIDs.isEmpty)
    }
}
