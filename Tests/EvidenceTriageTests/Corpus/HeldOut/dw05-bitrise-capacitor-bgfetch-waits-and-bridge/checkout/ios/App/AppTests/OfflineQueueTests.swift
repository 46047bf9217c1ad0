import XCTest
@testable import App

final class OfflineQueueTests: XCTestCase {
    func testDrainsOldestFirst() {
        let queue = OfflineQueue()
        queue.enqueue(.init(id: "a", createdAt: Date(timeIntervalSince1970: 100)))
        queue.enqueue(.init(id: "b", createdAt: Date(timeIntervalSince1970: 50)))
        XCTAssertEqual(queue.drain().map(\.id), ["b", "a"])
    }
}
