import XCTest
@testable import Beaconly

final class EventQueueTests: XCTestCase {
    func testFlushRespectsFlushAt() {
        let transport = FakeTransport()
        let queue = EventQueue(flushAt: 3, transport: transport)
        (1...3).forEach { queue.add(.fixture(name: "e\($0)")) }
        let flushed = expectation(description: "flushed")
        transport.onSend = { _ in flushed.fulfill() }
        wait(for: [flushed], timeout: 0.2)
    }
}
