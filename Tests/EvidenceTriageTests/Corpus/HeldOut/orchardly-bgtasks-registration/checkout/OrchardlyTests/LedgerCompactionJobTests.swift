import XCTest
@testable import Orchardly

final class LedgerCompactionJobTests: XCTestCase {
    private let fixedNow = ISO8601DateFormatter().date(from: "2026-11-26T06:00:00Z")!

    func testCompactionFoldsEntriesPerBlock() throws {
        let store = InMemoryLedgerStore(blocks: ["B3": 40, "B7": 12])
        try LedgerCompactionJob(store: store, clock: { self.fixedNow }).run()
        XCTAssertEqual(store.entryCount(in: "B3"), 1)
        XCTAssertEqual(store.lastCompactedAt, fixedNow)
    }

    func testCancelledRunDoesNotAdvanceLastCompactedDate() {
        let store = InMemoryLedgerStore(blocks: ["B3": 40, "B7": 12])
        let job = LedgerCompactionJob(store: store, clock: { self.fixedNow })
        store.onFirstReplace = { job.cancel() }   // expiration arrives after the first block

        XCTAssertThrowsError(try job.run())
        XCTAssertNil(store.lastCompactedAt, "cancelled run recorded as a completed compaction")
    }
}
