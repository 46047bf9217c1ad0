import XCTest
@testable import Larchmont

final class PantrySyncJobTests: XCTestCase {
    func testSingleStoreSyncMergesItems() async {
        let pantry = InMemoryPantry()
        let job = PantrySyncJob(stores: [.elmStreet],
                                client: LegacyInventoryClient(transport: StubInventoryTransport(itemsPerStore: 8)),
                                pantry: pantry)
        await job.handle(FakeRefreshTask())
        let count = await pantry.count
        XCTAssertEqual(count, 8)
    }
}
