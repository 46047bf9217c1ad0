import XCTest
@testable import Ledgerly

final class ReceiptUploadWorkerTests: XCTestCase {
    private var coordinator: FakeBackgroundTaskCoordinator!
    private var queue: InMemoryReceiptQueue!
    private var api: StubReceiptAPI!
    private var worker: ReceiptUploadWorker!

    override func setUp() {
        coordinator = FakeBackgroundTaskCoordinator()
        queue = InMemoryReceiptQueue(batches: [ReceiptBatch(ids: ["r1", "r2", "r3"])])
        api = StubReceiptAPI()
        worker = ReceiptUploadWorker(coordinator: coordinator, queue: queue, api: api)
    }

    func testUploadsQueuedBatchOnBackground() {
        worker.appDidEnterBackground()
        XCTAssertEqual(api.uploaded.map(\.ids), [["r1", "r2", "r3"]])
    }

    func testEndsEveryBackgroundTaskItBegins() {
        worker.appDidEnterBackground()
        XCTAssertEqual(coordinator.began.count, 2)
        XCTAssertEqual(coordinator.openTasks, [], "background tasks still open: \(coordinator.openTasks)")
    }

    func testExpirationEndsTaskAndRequeuesBatch() {
        api.holdUploads = true                // upload never returns
        worker.appDidEnterBackground()
        coordinator.expire(2)                 // the upload task expires
        XCTAssertTrue(coordinator.ended.contains(2))
        XCTAssertEqual(queue.pendingBatches.count, 1, "expired batch must go back on the queue")
    }

    func testNothingQueuedBeginsNoTask() {
        queue = InMemoryReceiptQueue(batches: [])
        worker = ReceiptUploadWorker(coordinator: coordinator, queue: queue, api: api)
        worker.appDidEnterBackground()
        XCTAssertTrue(coordinator.began.isEmpty)
    }
}
