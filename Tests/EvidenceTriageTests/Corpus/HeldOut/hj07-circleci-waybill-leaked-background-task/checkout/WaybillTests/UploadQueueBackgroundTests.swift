import UIKit
import XCTest
@testable import Waybill

final class UploadQueueBackgroundTests: XCTestCase {
    /// Real UIKit tasks: a task left open is what gets a courier's phone to
    /// kill the app in the background, so count begin/end on the live app.
    func testEndsBackgroundTaskAfterFlush() {
        let tasks = RecordingBackgroundTasks(wrapping: UIApplication.shared)
        let queue = UploadQueue(transport: StubTransport(status: 503), store: InMemoryScanStore(events: 12), tasks: tasks)
        let done = expectation(description: "flush finished")
        var outcome: Result<Int, Error>?
        queue.flush(reason: .sceneDidEnterBackground) { outcome = $0; done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(tasks.openTaskIDs, [], "background task still open after flush finished (result: \(outcome.map(String.init(describing:)) ?? "nil"))")
    }

    func testExpirationHandlerEndsTask() {
        let tasks = BackgroundTaskSpy()
        let queue = UploadQueue(transport: NeverCompletingTransport(), store: InMemoryScanStore(events: 12), tasks: tasks)
        queue.flush(reason: .sceneDidEnterBackground)
        queue.flush(reason: .newScan)          // a scan arrives while the first upload is in flight
        tasks.expire(UIBackgroundTaskIdentifier(rawValue: 1))
        tasks.expire(UIBackgroundTaskIdentifier(rawValue: 2))
        XCTAssertEqual(tasks.openTaskIDs, [], "tasks still open after their expiration handlers ran")
    }

    func testFlushUploadsPendingBatch() {
        let tasks = BackgroundTaskSpy()
        let store = InMemoryScanStore(events: 12)
        let queue = UploadQueue(transport: StubTransport(status: 201), store: store, tasks: tasks)
        queue.flush(reason: .manual)
        XCTAssertEqual(store.pending(limit: 200).count, 0)
        XCTAssertEqual(tasks.openTaskIDs, [])
    }

    func testEmptyQueueEndsTaskImmediately() {
        let tasks = BackgroundTaskSpy()
        let queue = UploadQueue(transport: StubTransport(status: 201), store: InMemoryScanStore(events: 0), tasks: tasks)
        queue.flush(reason: .sceneDidEnterBackground)
        XCTAssertEqual(tasks.endedTaskIDs, [1])
    }
}
