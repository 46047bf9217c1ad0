import XCTest
@testable import BackgroundSyncApp

/// The refresh job, run directly (no scheduler): it fetches a page of items, stores them and commits
/// the cursor with them, so that a run that is repeated or cancelled leaves the store consistent.
final class SyncRefreshJobTests: XCTestCase {
    private var server: FakeItemServer!
    private var store: ItemStore!
    private var job: SyncRefreshJob!

    override func setUpWithError() throws {
        server = FakeItemServer(items: (1...7).map { Item(id: "item-\($0)") })
        store = try ItemStore.inMemory()
        job = SyncRefreshJob(server: server, store: store)
    }

    func testCursorIsCommittedWithItems() async throws {
        try await job.run()
        XCTAssertEqual(try store.cursor(), server.lastCursor)
        XCTAssertEqual(try store.items().count, 7)
    }

    func testCancellationLeavesNoTemporaryFiles() async throws {
        let run = Task { try await job.run() }
        run.cancel()
        _ = try? await run.value
        XCTAssertTrue(try store.temporaryFiles().isEmpty)
    }

    /// Running the job twice over the same page must not store its items twice: items are keyed by
    /// their identifier, and the second run starts from the committed cursor.
    func testRepeatedRunIsIdempotent() async throws {
        try await job.run()
        try await job.run()

        let stored = try store.items()
        let identifiers = Set(stored.map(\.id))

        XCTAssertEqual(identifiers.count, 7, "every item is stored")
        XCTAssertEqual(try store.cursor(), server.lastCursor, "the cursor is committed")

        XCTAssertEqual(stored.count, 7, "running the job twice must not duplicate items")
    }
}
