import Foundation
import Mockable
import Testing
@testable import Tidewater

@Suite("Tide refresh job")
struct TideRefreshJobTests {
    // Mockable mocks created per test, but `given(...)` return values are matched
    // through Mockable's process-wide Matcher registry.
    let client = MockTideFeedClientProtocol()
    let store = InMemoryTideStore()
    let cutoff = Date(timeIntervalSince1970: 1_796_083_200) // 2026-12-01T00:00:00Z

    init() {
        given(client)
            .fetchTides(station: .value("9414290"), since: .value(cutoff))
            .willReturn(TideFeed.fixture(station: "9414290", count: 4, cursor: "c-0042"))
    }

    @Test func refreshWritesTidesAndAdvancesCursor() async throws {
        store.cursor = "c-0041"
        store.lastSuccess = cutoff
        let job = TideRefreshJob(client: client, store: store, station: "9414290")

        try await job.run()

        #expect(store.tides.count == 4)
        #expect(store.cursor == "c-0042")
    }

    @Test func refreshKeepsOldTidesWhenFetchFails() async throws {
        given(client)
            .fetchTides(station: .any, since: .any)
            .willThrow(TideFeedError.serverUnavailable)
        store.tides = TideFeed.fixture(station: "9414290", count: 2, cursor: "c-0041").tides
        let job = TideRefreshJob(client: client, store: store, station: "9414290")

        await #expect(throws: TideFeedError.serverUnavailable) { try await job.run() }
        #expect(store.tides.count == 2)
    }
}
