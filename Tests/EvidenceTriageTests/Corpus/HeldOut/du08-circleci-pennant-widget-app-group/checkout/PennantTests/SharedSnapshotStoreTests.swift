import XCTest
@testable import Pennant
@testable import PennantKit

final class SharedSnapshotStoreTests: XCTestCase {
    func testRefreshWritesWidgetSnapshotToSharedContainer() async throws {
        let refresh = RefreshJob(client: StubLedgerClient(transactions: 42), snapshots: SharedSnapshotStore())
        try await refresh.run()
        let written = try SharedSnapshotStore().read()
        XCTAssertEqual(written.transactionCount, 42)
    }

    func testSnapshotIsAtomic() throws {
        let store = SharedSnapshotStore(appGroup: "group.com.tinmouth.pennant")
        XCTAssertTrue(store.usesAtomicWrites)
    }
}
