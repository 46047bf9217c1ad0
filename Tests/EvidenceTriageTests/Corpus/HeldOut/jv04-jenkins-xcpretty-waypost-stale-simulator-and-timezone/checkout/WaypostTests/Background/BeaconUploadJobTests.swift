import XCTest
@testable import Waypost

final class BeaconUploadJobTests: XCTestCase {
    private var store: InMemoryBeaconQueue!
    private var api: FakeBeaconAPI!
    private var cursor: InMemoryCursorStore!

    override func setUp() {
        store = InMemoryBeaconQueue(events: (1...500).map(BeaconEvent.fixture))
        api = FakeBeaconAPI()
        cursor = InMemoryCursorStore()
    }

    func testUploadsInBatchesOfOneHundred() async {
        let task = FakeProcessingTask()
        await BeaconUploadJob(queue: store, api: api, cursor: cursor).run(task)
        XCTAssertEqual(api.batchSizes, [100, 100, 100, 100, 100])
        XCTAssertEqual(task.completedSuccess, true)
    }

    /// The system may expire a processing task at any time. After expiration the persisted cursor
    /// must point at the last batch the server acknowledged, so the next run re-sends batch 3.
    func testResumesFromCommittedCursorAfterExpiration() async {
        let task = FakeProcessingTask()
        api.onBatch = { index in
            if index == 3 { task.simulateExpiration() }   // expire while batch 3 is in flight
        }
        api.holdAcknowledgement(forBatch: 3)

        await BeaconUploadJob(queue: store, api: api, cursor: cursor).run(task)

        XCTAssertEqual(api.acknowledgedBatches, [1, 2])
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertTrue(task.expirationHandlerCalled)
        XCTAssertEqual(api.inFlightBatches, [3])
        XCTAssertEqual(store.remainingCount, 500)
        // The scheduler is faked: FakeProcessingTask drives expiration deterministically.


        XCTAssertEqual(cursor.saved, 200, "cursor advanced past a batch the server never acknowledged")
    }

    func testEmptyQueueCompletesImmediately() async {
        let task = FakeProcessingTask()
        await BeaconUploadJob(queue: InMemoryBeaconQueue(events: []), api: api, cursor: cursor).run(task)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testRetriesServerErrorsWithBackoff() async {
        api.failNext(2, with: .serverError)
        await BeaconUploadJob(queue: store, api: api, cursor: cursor).run(FakeProcessingTask())
        XCTAssertEqual(api.attempts, 7)
    }
}
