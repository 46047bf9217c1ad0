import XCTest
@testable import Quaywise

final class DownloadQueueTests: XCTestCase {
    func testEnqueueKeepsInsertionOrder() {
        let queue = DownloadQueue(reachability: FakeReachability(isOnline: true))
        queue.enqueue(episodeID: "e1")
        queue.enqueue(episodeID: "e2")
        XCTAssertEqual(queue.pendingIDs, ["e1", "e2"])
    }

    func testResumesAfterReachabilityChange() {
        let reachability = FakeReachability(isOnline: false)
        let queue = DownloadQueue(reachability: reachability)
        queue.enqueue(episodeID: "e1")

        let resumed = expectation(description: "queue resumed")
        queue.onResume = { resumed.fulfill() }
        reachability.setOnline(true)

        wait(for: [resumed], timeout: 2)
        XCTAssertTrue(queue.isRunning)
    }
}
