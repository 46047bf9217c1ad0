import XCTest
@testable import BeaconCore

final class EventQueueTests: XCTestCase {
    func testKeepsInsertionOrder() {
        var queue = EventQueue(capacity: 3)
        ["a", "b", "c"].forEach { queue.enqueue(.fixture(name: $0)) }
        XCTAssertEqual(queue.events.map(\.name), ["a", "b", "c"])
    }

    func testDropsOldestWhenFull() {
        var queue = EventQueue(capacity: 500)
        for i in 0..<600 { queue.enqueue(.fixture(name: "e\(i)")) }
        XCTAssertEqual(queue.count, 500)
        XCTAssertEqual(queue.events.first?.name, "e100")
    }
}
