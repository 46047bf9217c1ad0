import XCTest
@testable import Hedgerow

final class OutboxFlushTests: XCTestCase {
    func testFlushAfterReconnectDrainsQueue() {
        let queue = OutboxQueue.inMemory(seeded: 3)
        let flusher = OutboxFlusher(queue: queue, client: StubJournalClient(latency: 0.05))
        let drained = expectation(forNotification: .outboxDidDrain, object: flusher)

        flusher.reachabilityDidChange(isReachable: true)

        wait(for: [drained], timeout: 5)
        XCTAssertTrue(queue.pending().isEmpty)
    }
}
