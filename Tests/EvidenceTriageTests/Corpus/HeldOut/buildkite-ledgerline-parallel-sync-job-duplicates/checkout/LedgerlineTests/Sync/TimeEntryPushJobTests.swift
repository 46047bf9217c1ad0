import XCTest
@testable import Ledgerline

final class TimeEntryPushJobTests: XCTestCase {
    func testExpiredPushDoesNotCreateDuplicateOnRetry() async throws {
        let api = FakeEntriesAPI(responseDelay: .milliseconds(300))
        let store = try InMemoryEntryStore(unsynced: [.fixture(id: "local-1", note: "Standup")])
        let job = TimeEntryPushJob(api: api, store: store)

        // First background run is expired while the POST is in flight.
        let first = Task { try await job.run() }
        try await Task.sleep(for: .milliseconds(100))
        first.cancel()
        _ = await first.result

        // Next background run retries the unsynced entry.
        try await job.run()

        XCTAssertEqual(api.createdEntries.count, 1, "server received duplicate creates")
        XCTAssertEqual(store.unsynced.count, 0)
    }
}
