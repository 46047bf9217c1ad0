import XCTest
@testable import PulseKit

final class BatchFlushTimerTests: XCTestCase {
    func testFirstFlushAfterInterval() {
        let timer = BatchFlushTimer(interval: 0.2)
        let flushed = expectation(description: "first flush")
        timer.onFlush = { flushed.fulfill() }
        timer.eventEnqueued()
        wait(for: [flushed], timeout: 1)
        timer.stop()
    }

    func testFlushesRepeatedlyAtInterval() {
        let timer = BatchFlushTimer(interval: 0.2)
        let flushed = expectation(description: "three periodic flushes")
        flushed.expectedFulfillmentCount = 3
        flushed.assertForOverFulfill = false
        timer.onFlush = { flushed.fulfill() }
        timer.eventEnqueued()
        wait(for: [flushed], timeout: 1.5)
        timer.stop()
    }
}
