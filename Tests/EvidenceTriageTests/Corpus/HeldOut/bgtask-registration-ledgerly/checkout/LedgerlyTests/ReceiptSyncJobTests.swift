import XCTest
@testable import Ledgerly

final class ReceiptSyncJobTests: XCTestCase {
    func testCursorNotAdvancedWhenSaveFails() async throws {
        let api = FakeReceiptsAPI(pages: [.fixture("page-1"), .fixture("page-2")])
        let db = FakeLedgerDatabase(failOnSave: 2)
        let cursor = InMemorySyncCursor(value: "r_1180")
        let job = ReceiptSyncJob(api: api, database: db, cursor: cursor)

        _ = await job.run()

        XCTAssertEqual(db.savedReceiptIDs.count, 25)
        XCTAssertEqual(cursor.value, "r_1205", "cursor must stay at the last committed page")
    }
}
