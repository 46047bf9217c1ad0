import UIKit
import XCTest
@testable import Mailbag

@MainActor
final class UploadQueueTests: XCTestCase {
    func testEndsTaskWhenQueueDrains() {
        let app = FakeApplication()
        let queue = UploadQueue(app: app, transport: ImmediateTransport())
        queue.enqueue(.fixture(id: "r-1"))
        queue.flush()
        XCTAssertEqual(app.open, [])
    }

    func testEndsBackgroundTaskWhenAppReturnsToForeground() {
        let app = FakeApplication()
        let queue = UploadQueue(app: app, transport: HangingTransport())
        queue.enqueue(.fixture(id: "r-1"))
        queue.applicationDidEnterBackground()
        queue.applicationWillEnterForeground()
        XCTAssertEqual(app.open, [], "background task \"UploadQueue.flush\" still open after willEnterForeground")
    }

    func testExpirationEndsTheExpiredTaskIdentifier() {
        let app = FakeApplication()
        let queue = UploadQueue(app: app, transport: HangingTransport())
        queue.enqueue(.fixture(id: "r-1"))
        queue.flush()                          // task 2
        queue.applicationDidEnterBackground()  // task 3
        app.expire(2)
        XCTAssertEqual(app.ended, [2], "expired task 2 was never ended")
    }

    /// Uses the real UIApplication: waits for UIKit to expire the task and
    /// expects the expiration handler to cancel the hanging upload.
    func testExpirationCancelsInFlightUpload() {
        let transport = HangingTransport()
        let queue = UploadQueue(app: UIApplication.shared, transport: transport)
        let cancelled = expectation(description: "expiration handler cancelled the upload")
        transport.onCancel = { cancelled.fulfill() }
        queue.enqueue(.fixture(id: "r-9"))
        queue.flush()
        wait(for: [cancelled], timeout: 40)
    }
}
