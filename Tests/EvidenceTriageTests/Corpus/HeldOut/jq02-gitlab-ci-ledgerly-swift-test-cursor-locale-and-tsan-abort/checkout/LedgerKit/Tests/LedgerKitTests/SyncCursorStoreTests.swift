import XCTest
@testable import LedgerKit

final class SyncCursorStoreTests: XCTestCase {
    private var defaults: UserDefaults!
    private var ledger: LedgerStore!

    override func setUpWithError() throws {
        defaults = UserDefaults(suiteName: "SyncCursorStoreTests-\(UUID().uuidString)")
        ledger = try LedgerStore.inMemory()
    }

    func testFetchAdvancesCursor() async {
        let client = StubChangesClient(pages: [.init(transactions: [.coffee], cursor: "c-2")])
        let store = SyncCursorStore(defaults: defaults)
        store.save("c-1")
        let coordinator = BackgroundFetchCoordinator(client: client, cursorStore: store, ledger: ledger)

        let outcome = await coordinator.performFetch()

        XCTAssertEqual(outcome, .newData)
        XCTAssertEqual(store.lastCursor, "c-2")
    }

    func testFetchReportsNoDataWhenCursorUnchanged() async {
        // The server answers with the cursor we already hold: nothing changed since the last wake.
        let client = StubChangesClient(pages: [.init(transactions: [], cursor: "c-7")])
        let store = SyncCursorStore(defaults: defaults)
        store.save("c-7")
        let coordinator = BackgroundFetchCoordinator(client: client, cursorStore: store, ledger: ledger)

        let outcome = await coordinator.performFetch()

        XCTAssertEqual(outcome.rawValue, FetchOutcome.noData.rawValue, "an unchanged cursor must be reported as noData so the system can budget the next wake")
    }

    func testFailedFetchKeepsCursor() async {
        let client = StubChangesClient(error: URLError(.notConnectedToInternet))
        let store = SyncCursorStore(defaults: defaults)
        store.save("c-3")
        let coordinator = BackgroundFetchCoordinator(client: client, cursorStore: store, ledger: ledger)

        let outcome = await coordinator.performFetch()

        XCTAssertEqual(outcome, .failed)
        XCTAssertEqual(store.lastCursor, "c-3")
    }
}
