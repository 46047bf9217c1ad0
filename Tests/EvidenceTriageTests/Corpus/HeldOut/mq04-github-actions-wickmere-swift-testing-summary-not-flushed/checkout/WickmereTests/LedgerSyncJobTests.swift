import XCTest
@testable import Wickmere

final class LedgerSyncJobTests: XCTestCase {
    func testCursorAdvancesOnlyAfterCommit() async throws {
        let store = FailingLedgerStore(failOnCommitNumber: 2)
        let job = LedgerSyncJob(api: StubLedgerAPI(pages: 3), store: store)
        _ = try? await job.run()
        XCTAssertEqual(store.cursor, "page-1", "cursor must not pass the last committed page")
    }
}
