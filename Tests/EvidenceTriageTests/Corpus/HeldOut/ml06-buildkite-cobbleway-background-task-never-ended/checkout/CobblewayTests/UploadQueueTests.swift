import XCTest
@testable import Cobbleway

final class UploadQueueTests: XCTestCase {
    func testEndsBackgroundTaskAfterFlush() {
        let app = RecordingBackgroundTaskApplication()
        let queue = UploadQueue(app: app, client: StubUploader(result: .success(())))
        queue.enqueue(.fixture)
        let done = expectation(description: "flushed")
        queue.flush { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(app.endedTaskIDs, app.begunTaskIDs, "every beginBackgroundTask needs its endBackgroundTask")
    }

    func testExpirationHandlerFiresOnTimeout() {
        let queue = UploadQueue(client: HangingUploader())
        queue.enqueue(.fixture)
        queue.flush {}
        // Background time is ~30 s; the expiration handler should clear the queue.
        let cleared = expectation(for: NSPredicate(format: "pending.@count == 0"), evaluatedWith: queue)
        wait(for: [cleared], timeout: 40)
    }
}
