import XCTest
@testable import Brightwell

final class LedgerSyncJobTests: XCTestCase {
    func testRunAppendsAllPages() async throws {
        let client = FakeLedgerClient(pages: 3)
        let store = InMemoryLedgerStore()
        let job = LedgerSyncJob(client: client, store: store, cursors: InMemoryCursorStore())
        try await job.run()
        XCTAssertEqual(store.entries.count, 3 * FakeLedgerClient.pageSize)
    }

    func testResumeUsesCommittedCursor() async throws {
        // First run of a fresh install is interrupted after staging page 1, before any commit.
        let cursors = InMemoryCursorStore()
        cursors.stage(LedgerCursor(page: 1, etag: "a1"))
        let store = InMemoryLedgerStore()
        let job = LedgerSyncJob(client: FakeLedgerClient(pages: 2), store: store, cursors: cursors)
        try await job.resumeAfterInterruption()
        XCTAssertEqual(cursors.committed?.page, 2)
    }
}
