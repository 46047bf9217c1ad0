import XCTest
@testable import SnapsendKit

final class UploadQueueTests: XCTestCase {

    func testQueuePersistsAcrossRelaunch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        var queue = try UploadQueue(directory: dir)
        try queue.enqueue(.fixture(stop: "depot-14-stop-3"))
        queue = try UploadQueue(directory: dir)
        XCTAssertEqual(queue.pending.count, 1)
    }

    func testRetriesAfterTransientFailure() {
        let transport = FlakyTransport(failures: 1)
        let queue = UploadQueue.inMemory(transport: transport, retryDelay: 0.05)
        let done = expectation(description: "upload finished")
        queue.onDrain = { done.fulfill() }

        queue.enqueue(.fixture(stop: "depot-14-stop-3"))
        wait(for: [done], timeout: 1)

        // first attempt fails with -1005, second succeeds
        XCTAssertEqual(transport.attempts, 2)
        XCTAssertTrue(queue.pending.isEmpty)
    }
}
