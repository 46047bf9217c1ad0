import XCTest
@testable import Larchmont

/// "Launches" the refresh handler with a fake task, the way the system would.
final class PantrySyncLaunchTests: XCTestCase {
    func testFakeLaunchCompletesPantrySync() async {
        let transport = StubInventoryTransport(itemsPerStore: 8)
        let job = PantrySyncJob(stores: [.elmStreet, .harbourRoad, .millLane],
                                client: LegacyInventoryClient(transport: transport),
                                pantry: InMemoryPantry())
        let task = FakeRefreshTask()

        await job.handle(task)

        XCTAssertEqual(task.completedWith, true)
    }
}
