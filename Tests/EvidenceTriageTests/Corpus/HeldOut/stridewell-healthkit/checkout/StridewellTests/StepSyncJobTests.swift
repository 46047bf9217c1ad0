import HealthKit
import XCTest
@testable import StrideSync

final class StepSyncJobTests: XCTestCase {
    func testUploadsDeltaAndCommitsAnchor() async throws {
        let store = FakeHealthStore(samples: .steps(count: 3))
        let uploader = RecordingUploader()
        let anchors = InMemoryAnchorStore()
        let done = expectation(description: "completion")

        StepSyncJob(store: store, uploader: uploader, anchors: anchors).handleObserverUpdate { done.fulfill() }
        await fulfillment(of: [done], timeout: 2)

        XCTAssertEqual(uploader.uploaded.count, 3)
        XCTAssertNotNil(anchors.current(for: .stepCount))
    }

    /// HealthKit refuses reads while the device is locked (protected data unavailable).
    func testObserverUpdateWhileDeviceLockedDoesNotCrash() async throws {
        let store = FakeHealthStore(error: HKError(.errorDatabaseInaccessible))
        let anchors = InMemoryAnchorStore()
        let done = expectation(description: "completion called even when HealthKit is locked")

        StepSyncJob(store: store, uploader: RecordingUploader(), anchors: anchors).handleObserverUpdate { done.fulfill() }

        await fulfillment(of: [done], timeout: 2)
        XCTAssertNil(anchors.current(for: .stepCount))
    }
}
