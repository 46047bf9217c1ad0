import XCTest
@testable import Cairn

final class ShareQueueDrainTests: XCTestCase {

    func testDrainsPendingItemsOnForeground() throws {
        let queue = SharedQueue.inMemory()
        try queue.enqueue(.url("https://example.org/a"))
        let drained = expectation(description: "queue drained")
        let library = LibraryStore.inMemory()
        ShareQueueDrainer(queue: queue, library: library).drain { drained.fulfill() }
        wait(for: [drained], timeout: 1)
        XCTAssertEqual(library.items.count, 1)
    }
}
