import XCTest
@testable import Harvest

final class CloudSyncJobTests: XCTestCase {
    func testSyncUploadsPendingBoxes() {
        let cloud = FakeCloudDatabase()
        let job = CloudSyncJob(store: .inMemory(boxes: Fixtures.threeBoxes), cloud: cloud)
        let done = expectation(description: "synchronize completes")
        job.synchronize { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(cloud.savedRecordNames.count, 3)
    }

    /// A restore from an old backup can leave two local rows with the same record name.
    /// Sync must still finish (and report the duplicate), never spin.
    func testSyncFinishesWhenStoreHasDuplicateIdentifiers() {
        let store = LocalBoxStore.inMemory(boxes: Fixtures.threeBoxes + [Fixtures.threeBoxes[1]])
        let job = CloudSyncJob(store: store, cloud: FakeCloudDatabase())
        let done = expectation(description: "synchronize completes")
        job.synchronize { _ in done.fulfill() }
        wait(for: [done], timeout: 20)
    }
}
