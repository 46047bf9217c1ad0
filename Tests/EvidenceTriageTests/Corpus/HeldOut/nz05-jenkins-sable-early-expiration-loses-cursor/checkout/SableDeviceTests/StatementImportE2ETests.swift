import XCTest
@testable import Sable

final class StatementImportE2ETests: XCTestCase {
    func testImportResumesAfterEarlyExpiration() throws {
        let store = LedgerStore.shared
        try store.reset(seedStatement: "statement-2026-08.ofx", rows: 500)
        try StatementImportTask.scheduleForTesting()
        BGTestHarness.simulateLaunch(StatementImportTask.identifier)
        BGTestHarness.simulateExpiration(StatementImportTask.identifier, after: 2)
        let expired = expectation(description: "import expired")
        store.onImportCancelled = { expired.fulfill() }
        wait(for: [expired], timeout: 30)
        XCTAssertEqual(store.resumeCursor, store.importedCount)
    }
}
