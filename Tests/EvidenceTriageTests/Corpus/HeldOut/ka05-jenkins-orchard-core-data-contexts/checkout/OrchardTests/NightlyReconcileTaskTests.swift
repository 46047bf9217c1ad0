import XCTest
@testable import Orchard

final class NightlyReconcileTaskTests: XCTestCase {
    func testReconcileRunsOnPrivateQueue() {
        let persistence = PersistenceController(inMemory: true)
        persistence.viewContext.performAndWait { Item.insertFixtures(count: 4, in: persistence.viewContext) }
        let ledger = RecordingLedger()
        let done = expectation(description: "reconciled")
        NightlyReconcileJob(persistence: persistence, ledger: ledger).run { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ledger.received?.count, 4)
    }
}
