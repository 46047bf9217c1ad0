import XCTest
@testable import Wavelength

final class AnalyticsFlushTests: XCTestCase {

    func testFlushSendsQueuedEvents() {
        let store = InMemoryEventStore(events: .fixture(count: 3))
        let transport = RecordingTransport()
        let sent = expectation(description: "sent")
        AnalyticsFlusher(store: store, transport: transport).flush { sent.fulfill() }
        wait(for: [sent], timeout: 2)
        XCTAssertEqual(transport.sentBatches.first?.count, 3)
    }

    func testFlushEndsBackgroundTaskItBegan() {
        let store = InMemoryEventStore(events: [])          // nothing queued
        let flusher = AnalyticsFlusher(store: store, transport: RecordingTransport())
        flusher.flush()
        XCTAssertEqual(flusher.openBackgroundTasks, 0, "flush left a UIApplication background task open")
    }
}
