import XCTest
@testable import Marigold

final class QueueReorderTests: XCTestCase {
    func testMoveItemToTop() {
        var queue = PlayQueue(["a", "b", "c", "d"].map(Episode.fixture(id:)))
        queue.move(from: IndexSet(integer: 2), to: 0)
        XCTAssertEqual(queue.items.map(\.id), ["c", "a", "b", "d"])
    }

    func testRemoveLastItem() {
        var queue = PlayQueue(["a", "b"].map(Episode.fixture(id:)))
        queue.remove(at: 1)
        XCTAssertEqual(queue.items.map(\.id), ["a"])
    }
}
