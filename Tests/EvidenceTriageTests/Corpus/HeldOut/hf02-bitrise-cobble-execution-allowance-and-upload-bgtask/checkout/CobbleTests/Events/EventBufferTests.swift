import XCTest
@testable import Cobble

final class EventBufferTests: XCTestCase {
    func testDebouncedFlushFiresOnce() {
        let flushed = expectation(description: "flush")
        flushed.expectedFulfillmentCount = 1
        let buffer = EventBuffer(debounce: .milliseconds(50)) { _ in flushed.fulfill() }
        buffer.add("a"); buffer.add("b"); buffer.add("c")
        wait(for: [flushed], timeout: 0.1)
    }
}
