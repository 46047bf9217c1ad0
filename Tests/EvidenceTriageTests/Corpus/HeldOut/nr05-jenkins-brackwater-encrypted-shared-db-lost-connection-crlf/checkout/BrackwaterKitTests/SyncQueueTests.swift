import XCTest
@testable import BrackwaterKit

final class SyncQueueTests: XCTestCase {
    func testQueueDrainsAfterOwnerReleased() {
        let drained = expectation(description: "last job ran")
        var queue: SyncQueue? = SyncQueue()
        queue?.enqueue { }
        queue?.enqueue { drained.fulfill() }
        queue = nil
        wait(for: [drained], timeout: 2)
    }
}
