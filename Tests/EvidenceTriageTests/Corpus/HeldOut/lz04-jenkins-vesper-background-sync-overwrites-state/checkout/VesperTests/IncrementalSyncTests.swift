import XCTest
@testable import Vesper

final class IncrementalSyncTests: XCTestCase {
    private var app: XCUIApplicationLauncher!

    func testFailedIncrementalSyncKeepsLocalState() async throws {
        let store = try VaultStore.fixture(rooms: 214)
        let engine = SyncEngine(store: store, transport: FlakyTransport(failAfterBytes: 4_096))
        let task = FakeAppRefreshTask(identifier: "com.vesper.app.sync")   // the OS is out of the loop

        await BackgroundSyncAdapter(engine: engine).handle(task)

        XCTAssertFalse(task.completedSuccessfully)
        XCTAssertEqual(try store.roomCount(), 214, "rooms kept after a failed incremental sync in the background")
    }
}
