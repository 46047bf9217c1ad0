import XCTest
@testable import Lanternfish

final class FlushOnBackgroundTests: XCTestCase {
    func testBackgroundTaskBegunBeforeFlushDispatch() {
        let app = FakeApplication()
        let outbox = EventOutbox(client: RecordingEventsClient(log: app.calls))
        outbox.enqueue(.messageSent)
        let flush = BackgroundFlush(app: app, outbox: outbox)

        flush.applicationDidEnterBackground()

        // The assertion must be taken synchronously, inside applicationDidEnterBackground.
        XCTAssertEqual(app.calls.first, "begin:Flush")
    }

    func testBackgroundTaskEndedWhenQueueEmpty() {
        let app = FakeApplication()
        let ended = expectation(description: "endBackgroundTask called")
        app.onEnd = { ended.fulfill() }
        let flush = BackgroundFlush(app: app, outbox: EventOutbox(client: RecordingEventsClient(log: app.calls)))

        flush.applicationDidEnterBackground()

        wait(for: [ended], timeout: 2)
    }
}
