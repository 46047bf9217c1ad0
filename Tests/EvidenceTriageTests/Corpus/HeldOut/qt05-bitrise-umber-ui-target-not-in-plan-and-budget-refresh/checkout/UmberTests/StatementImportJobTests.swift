import XCTest
@testable import Umber

final class StatementImportJobTests: XCTestCase {
    func testImportCursorCommittedWithRows() async throws {
        let db = InMemoryLedger(failInsertOnCall: 2)
        let feed = StubStatementFeed(pages: [.fixture(rows: 20, next: "c2"), .fixture(rows: 15, next: "c3")])
        let job = StatementImportJob(feed: feed, ledger: db)
        _ = try? await job.run()
        XCTAssertEqual(db.cursor, "c2")
        XCTAssertEqual(db.rows.count, 20)
    }
}
