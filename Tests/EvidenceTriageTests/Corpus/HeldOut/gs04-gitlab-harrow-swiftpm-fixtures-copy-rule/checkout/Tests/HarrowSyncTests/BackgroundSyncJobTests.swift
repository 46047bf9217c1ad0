import XCTest
@testable import HarrowSync

final class BackgroundSyncJobTests: XCTestCase {
    func testRunAppliesServerDeltaOnce() async throws {
        let store = InMemoryNoteStore()
        let server = StubSyncServer(responses: [try Fixture.data("channel_delta")])
        let job = BackgroundSyncJob(server: server, store: store)

        try await job.run()
        try await job.run()

        XCTAssertEqual(store.notes.keys.sorted(), ["n-17", "n-22"])
        XCTAssertEqual(store.cursor, "c_000184")
    }
}
