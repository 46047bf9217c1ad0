import XCTest
@testable import Sorrel

final class SyncQueueRefreshOperationTests: XCTestCase {
    func testDrainsQueuedTasksOnce() {
        let queue = InMemorySyncTaskQueue(["t1", "t2", "t3"])
        let service = RecordingSyncService(draining: queue)
        let op = SyncQueueRefreshOperation(queue: queue, service: service)

        op.start()

        XCTAssertEqual(service.executed, ["t1", "t2", "t3"])
    }

    func testCancelledOperationKeepsRemainingTasks() {
        let queue = InMemorySyncTaskQueue(["t1", "t2", "t3"])
        let service = RecordingSyncService(draining: nil)
        let op = SyncQueueRefreshOperation(queue: queue, service: service)
        service.onExecute = { id in if id == "t1" { op.cancel() } }

        op.start()

        XCTAssertEqual(queue.pending().count, 2, "tasks not yet executed must stay queued for the next refresh")
    }

    func testEmptyQueueFinishes() {
        let op = SyncQueueRefreshOperation(queue: InMemorySyncTaskQueue([]), service: RecordingSyncService(draining: nil))
        op.start()
        XCTAssertTrue(op.isFinished)
    }
}
