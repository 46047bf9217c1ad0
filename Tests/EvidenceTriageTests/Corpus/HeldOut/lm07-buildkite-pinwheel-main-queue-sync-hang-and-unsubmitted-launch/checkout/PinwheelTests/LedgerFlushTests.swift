import XCTest
@testable import Pinwheel

final class LedgerFlushTests: XCTestCase {
    func testBackgroundFlushCompletes() throws {
        let ledger = SyncLedger(store: InMemoryLedgerStore(pending: 12))
        let flushed = expectation(description: "ledger flushed in background")
        ledger.flush { flushed.fulfill() }
        wait(for: [flushed], timeout: 30)
    }
}
