import XCTest
@testable import Ember

final class EventFlushTests: XCTestCase {
    private var server: StubIngestServer!
    private var queue: EventQueue!

    override func setUp() {
        super.setUp()
        server = StubIngestServer.start()
        queue = EventQueue(fileURL: .temporaryDirectory.appending(path: UUID().uuidString))
        queue.append(AnalyticsEvent.fixtures(count: 14))
    }

    func testWillTerminateFlushDeliversQueuedEvents() {
        let received = expectation(description: "stub server received batch")
        server.onBatch = { batch in
            XCTAssertEqual(batch.count, 14)
            received.fulfill()
        }
        let flusher = TerminationFlusher(queue: queue, endpoint: server.url)
        flusher.applicationWillTerminate()
        wait(for: [received], timeout: 10)
    }

    func testQueuedEventsPersistWhenFlushTimesOut() {
        server.respondAfter = 30
        let flusher = TerminationFlusher(queue: queue, endpoint: server.url, waitLimit: 2)
        flusher.applicationWillTerminate()
        XCTAssertEqual(queue.reload().count, 14)
    }
}
