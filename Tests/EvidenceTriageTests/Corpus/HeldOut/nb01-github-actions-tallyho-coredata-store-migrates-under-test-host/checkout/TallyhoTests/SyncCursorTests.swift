import XCTest
@testable import Tallyho

final class SyncCursorTests: XCTestCase {
    func testCursorAdvancesOnlyAfterPageIsSaved() async throws {
        let api = StubLedgerAPI(pages: [.fixture("page-1"), .fixture("page-2")], failOnPage: 2)
        let job = LedgerSyncJob(api: api, store: .inMemory())
        _ = try? await job.run()
        XCTAssertEqual(job.store.cursor, "page-1")
    }
}
