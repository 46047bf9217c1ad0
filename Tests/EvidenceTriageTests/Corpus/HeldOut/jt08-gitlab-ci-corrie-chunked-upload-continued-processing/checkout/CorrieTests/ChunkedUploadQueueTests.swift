import XCTest
@testable import Corrie

final class ChunkedUploadQueueTests: XCTestCase {
    func testCompletedUploadLeavesQueue() async {
        let transport = FakeChunkTransport()
        let queue = ChunkedUploadQueue(transport: transport)
        queue.enqueue(.fixture(name: "site-survey.mov", chunks: 5))
        await queue.drain()
        XCTAssertTrue(queue.items.isEmpty)
    }

    func testFailedChunkKeepsFileQueued() async {
        let transport = FakeChunkTransport(failOnChunk: 3)
        let queue = ChunkedUploadQueue(transport: transport)
        queue.enqueue(.fixture(name: "drone-flight-0412.mov", chunks: 5))
        await queue.drain()
        XCTAssertEqual(queue.items.count, 1, "a failed upload must stay in the queue so the user can retry it")
    }
}
