import XCTest
@testable import Marten

final class EventStoreTests: XCTestCase {
    func testSyncInsertsEachEventOnce() throws {
        let store = try EventStore.temporary()
        try EventSync(store: store, client: StubEventsClient(events: Fixtures.events(24))).runBlocking()
        XCTAssertEqual(try store.count(), 24)
    }

    func testConcurrentSyncDoesNotDuplicateEvents() throws {
        // A fetch event and a pull-to-refresh can start a sync at the same moment.
        let store = try EventStore.temporary()
        let client = StubEventsClient(events: Fixtures.events(24))
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            EventSync(store: store, client: client).run { _ in group.leave() }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(try store.count(), 24, "rows after two overlapping syncs of the same 24 events")
    }
}
