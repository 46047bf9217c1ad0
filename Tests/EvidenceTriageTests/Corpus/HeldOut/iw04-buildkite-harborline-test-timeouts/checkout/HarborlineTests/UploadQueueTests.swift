import XCTest
@testable import Harborline

final class UploadQueueTests: XCTestCase {
    func testEnqueueKeepsOrder() {
        let queue = UploadQueue(uploader: StubUploader(result: .success(())))
        queue.enqueue(.fixture(id: 1)); queue.enqueue(.fixture(id: 2))
        XCTAssertEqual(queue.pending.map(\.id), [1, 2])
    }

    func testFlushDrainsPendingUploads() {
        let queue = UploadQueue(uploader: StubUploader(result: .success(()), callbackQueue: .global()))
        queue.enqueue(.fixture(id: 1))
        queue.flushSynchronously()
        XCTAssertTrue(queue.pending.isEmpty)
    }
}
