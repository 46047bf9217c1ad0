import XCTest
@testable import Tamarind

final class BackgroundUploadQueueTests: XCTestCase {
    func testFirstBatchUsesBackgroundConfiguration() {
        let queue = UploadQueue(store: InMemoryUploadStore())
        XCTAssertEqual(queue.sessionIdentifier, "com.tamarind.upload")
    }

    func testSecondBatchCompletesOnSharedSession() {
        let queue = UploadQueue(store: InMemoryUploadStore(), transport: LoopbackUploadServer.shared)
        let first = expectation(description: "batch 1 finished")
        let second = expectation(description: "batch 2 finished")
        queue.enqueue(batch: .fixture(files: 3)) { _ in first.fulfill() }
        queue.enqueue(batch: .fixture(files: 2)) { _ in second.fulfill() }
        wait(for: [first, second], timeout: 30)
    }
}
