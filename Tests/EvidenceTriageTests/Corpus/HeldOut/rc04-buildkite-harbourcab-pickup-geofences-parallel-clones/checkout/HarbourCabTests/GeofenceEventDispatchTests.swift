import XCTest
@testable import HarbourCab

final class GeofenceEventDispatchTests: XCTestCase {
    func testEnterEventEnqueued() async throws {
        let queue = InMemoryEventQueue()
        let dispatch = GeofenceEventDispatch(queue: queue)
        dispatch.handle(.entered("pickup.terminal2-rank"))
        try await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertEqual(queue.pending.map(\.name), ["pickup_zone_entered"])
    }
}
