import XCTest
@testable import Spokes

final class RideUploadTaskTests: XCTestCase {
    func testUploadsPendingRides() async {
        let store = FakePendingRideQueueStore(rides: [.fixture("r-1"), .fixture("r-2")])
        let ok = await RideUploadTask(queueStore: store, uploader: FakeUploader()).run(protectedDataAvailable: true)
        XCTAssertTrue(ok)
        XCTAssertEqual(store.uploadedIDs, ["r-1", "r-2"])
    }

    func testLockedDeviceDefersWithoutDroppingQueue() async {
        // Launched overnight before first unlock: the queue file is still protected.
        let store = FakePendingRideQueueStore(rides: [.fixture("r-9")], openError: CocoaError(.fileReadNoPermission))
        let ok = await RideUploadTask(queueStore: store, uploader: FakeUploader()).run(protectedDataAvailable: false)

        XCTAssertFalse(ok)
        XCTAssertEqual(store.pendingIDs, ["r-9"], "rides recorded offline must survive a launch before first unlock")
    }
}
