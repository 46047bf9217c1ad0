import BackgroundTasks
import XCTest
@testable import Fieldkit

final class RefreshLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    func testSimulatedPurgeLaunchRunsPhotoPurge() {
        let ran = expectation(description: "photo purge handler ran")
        PhotoPurgeScheduler.shared.onRun = { ran.fulfill() }
        PhotoStore.shared.seedUploadedPhotos(count: 12)

        // setUp cleared every pending request; nothing re-submits the purge request here.
        BGTaskDebugHooks.simulateLaunch(PhotoPurgeScheduler.identifier)

        wait(for: [ran], timeout: 20)
        XCTAssertEqual(PhotoStore.shared.uploadedCount, 0)
    }
}
