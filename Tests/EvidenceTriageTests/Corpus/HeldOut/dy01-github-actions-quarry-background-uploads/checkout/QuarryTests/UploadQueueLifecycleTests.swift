import XCTest
import UIKit
@testable import Quarry

final class UploadQueueLifecycleTests: XCTestCase {
    private var application: FakeApplication!
    private var queue: RecordingUploadQueue!
    private var center: NotificationCenter!
    private var lifecycle: UploadQueueLifecycle!

    override func setUp() {
        super.setUp()
        application = FakeApplication()
        queue = RecordingUploadQueue()
        center = NotificationCenter()
        lifecycle = UploadQueueLifecycle(application: application, queue: queue, center: center)
    }

    func testEnteringBackgroundFlushesQueuedUploads() {
        queue.pending = ["A-501", "A-502"]
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(queue.flushCount, 1, "queued uploads should move to the background session when the app backgrounds")
    }

    func testReplayedNotificationWhileActiveDoesNotFlush() {
        application.applicationState = .active
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(queue.flushCount, 0)
    }
}
