import XCTest
@testable import Quarrydell

final class UploadQueueJobTests: XCTestCase {
    func testCompletedUploadsNotRequeued() async throws {
        let queue = UploadQueue(inMemory: .fixture(pending: 5))
        let job = UploadQueueJob(queue: queue, uploader: StubUploader())
        try await job.run()
        try await job.run()
        XCTAssertEqual(queue.enqueuedCount, 0)
    }
}
