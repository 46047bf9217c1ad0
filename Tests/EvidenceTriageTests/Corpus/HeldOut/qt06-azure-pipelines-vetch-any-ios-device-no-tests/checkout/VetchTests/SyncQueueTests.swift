import XCTest
@testable import Vetch

final class SyncQueueTests: XCTestCase {
    func testDrainsInOrder() {
        let queue = SyncQueue()
        queue.enqueue(.note("a")); queue.enqueue(.note("b"))
        XCTAssertEqual(queue.drain().map(\.id), ["a", "b"])
    }
}
