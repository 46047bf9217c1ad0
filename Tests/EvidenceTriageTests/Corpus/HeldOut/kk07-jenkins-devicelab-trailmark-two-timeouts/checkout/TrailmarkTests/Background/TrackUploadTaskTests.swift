import BackgroundTasks
import UIKit
import XCTest
@testable import Trailmark

/// Device-lab only: queues a recorded track, backgrounds the app and waits for the
/// processing task to upload it.
final class TrackUploadTaskTests: XCTestCase {
    override func setUp() {
        TestIdentity.export(self)
    }

    func testQueuedTrackUploadsWhileLocked() {
        TrackUploadQueue.shared.enqueue(.fixture(name: "Ridge loop", points: 1_840))
        let launched = expectation(description: "upload task launched")
        TrackUploadTask.shared.onLaunch = { launched.fulfill() }

        TrackUploadTask.shared.schedule()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [launched], timeout: 600)
        XCTAssertTrue(TrackUploadQueue.shared.isEmpty)
    }
}
