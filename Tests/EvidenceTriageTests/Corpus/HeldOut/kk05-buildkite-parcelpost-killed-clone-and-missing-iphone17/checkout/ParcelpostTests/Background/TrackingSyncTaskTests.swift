import BackgroundTasks
import XCTest
@testable import Parcelpost

/// Drives the tracking-sync handler with a fake task and a fake upload session.
final class TrackingSyncTaskTests: XCTestCase {
    override func setUp() {
        TestIdentity.export(self)
    }

    func testSyncTaskExpirationCancelsUpload() {
        let uploads = FakeUploadSession(latency: .seconds(30))
        let task = FakeAppRefreshTask(identifier: BackgroundTaskID.trackingSync)
        let finished = expectation(description: "task completed")
        task.onComplete = { _ in finished.fulfill() }

        TrackingSyncHandler(uploads: uploads, store: .inMemory(parcels: 40)).handle(task)
        task.expire(after: .seconds(2))

        wait(for: [finished], timeout: 10)
        XCTAssertEqual(task.completedSuccessfully, false)
        XCTAssertTrue(uploads.allCancelled, "pending scan uploads must be cancelled on expiration")
    }

    func testSyncSkipsDeliveredParcels() {
        let uploads = FakeUploadSession(latency: .zero)
        let task = FakeAppRefreshTask(identifier: BackgroundTaskID.trackingSync)
        TrackingSyncHandler(uploads: uploads, store: .inMemory(parcels: 3, delivered: 2)).handle(task)
        XCTAssertEqual(uploads.requestedParcelIDs.count, 1)
    }
}
