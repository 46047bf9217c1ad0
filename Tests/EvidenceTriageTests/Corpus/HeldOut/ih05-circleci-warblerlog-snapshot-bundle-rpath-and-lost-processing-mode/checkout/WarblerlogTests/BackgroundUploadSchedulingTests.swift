import BackgroundTasks
import XCTest
@testable import Warblerlog

final class BackgroundUploadSchedulingTests: XCTestCase {
    func testRequestUsesSightingSyncIdentifier() {
        XCTAssertEqual(BackgroundUploadScheduler.identifier, "com.warblerlog.app.sighting-sync")
    }

    /// Queue three sightings, background the scene and wait for the refresh task
    /// to upload them.
    func testSightingUploadRunsWithin5MinutesOfBackgrounding() {
        let store = SightingStore.shared
        store.resetForTesting()
        store.queue(.fixture(id: "s-9001"), .fixture(id: "s-9002"), .fixture(id: "s-9003"))

        let uploaded = expectation(description: "queued sightings uploaded by the background refresh")
        let token = NotificationCenter.default.addObserver(forName: .sightingsUploaded, object: nil, queue: .main) { _ in
            uploaded.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: nil)

        // earliestBeginDate is +60 s; iOS usually runs refresh tasks within a few
        // minutes of that when the device is idle, so five minutes leaves room.
        wait(for: [uploaded], timeout: 300)
    }
}
