import XCTest
@testable import Kestrel

final class StatementSyncTests: XCTestCase {
    func testMergesPendingIntoPosted() throws {
        let sync = StatementSync(store: InMemoryLedger())
        try sync.apply(.fixture(pending: 2, posted: 5))
        XCTAssertEqual(sync.store.transactions.count, 7)
    }

    func testRefreshRequestIdentifier() {
        XCTAssertEqual(StatementSync.refreshIdentifier, "com.kestrelwallet.app.statements.refresh")
    }
}
