import XCTest
@testable import Quaymark

final class OutboxBackgroundTaskTests: XCTestCase {
    func testCompletionAndExpirationEndTaskOnce() {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 3)
        let queue = FakePhotoUploadQueue(completesOnCancel: true)
        let sut = OutboxFlusher(app: app, queue: queue)

        sut.applicationDidEnterBackground()
        app.expireAll()

        XCTAssertEqual(app.endCalls[UIBackgroundTaskIdentifier(rawValue: 3)], 1,
                       "each background task must be ended exactly once")
    }

    func testFlushOnBackgroundEndsTaskWhenQueueEmpties() {
        let queue = FakePhotoUploadQueue(completesImmediately: true)
        let sut = OutboxFlusher(app: UIApplication.shared, queue: queue)
        sut.applicationDidEnterBackground()
        sut.applicationWillEnterForeground()
        XCTAssertEqual(queue.flushCount, 1)
    }

    func testExpirationHandlerRunsBeforeThirtySeconds() {
        // Real UIApplication: iOS should call the expiration handler before our ~30 s budget runs out.
        let expired = expectation(description: "background task expiration handler called")
        let id = UIApplication.shared.beginBackgroundTask(withName: "ExpiryProbe") { expired.fulfill() }
        print("OutboxBackgroundTaskTests: backgroundTimeRemaining=\(UIApplication.shared.backgroundTimeRemaining)")
        wait(for: [expired], timeout: 35)
        UIApplication.shared.endBackgroundTask(id)
    }
}
