import XCTest
@testable import Ferrywake

final class DepartureRefreshJobTests: XCTestCase {
    private var store: DepartureStore!

    override func setUp() {
        store = DepartureStore(inMemory: true)
        store.replaceDepartures(.fixture(count: 4))
    }

    func testRefreshReplacesBoard() async throws {
        let job = DepartureRefreshJob(store: store, client: StubDeparturesClient(.fixture(count: 6)), route: .fixture)
        try await job.run()
        XCTAssertEqual(store.departures.count, 6)
    }

    func testCancelledRefreshKeepsPreviousBoard() async throws {
        let client = SuspendingDeparturesClient()
        let job = DepartureRefreshJob(store: store, client: client, route: .fixture)
        let task = Task { try await job.run() }
        await client.waitUntilRequested()
        task.cancel()
        client.resume(with: .fixture(count: 6))
        _ = try? await task.value
        XCTAssertEqual(store.departures.count, 4, "Previous departures must survive a cancelled refresh")
    }

    func testUnchangedBoardReportsNoChange() async throws {
        let job = DepartureRefreshJob(store: store, client: StubDeparturesClient(.fixture(count: 4)), route: .fixture)
        let changed = try await job.run()
        XCTAssertFalse(changed)
    }
}
