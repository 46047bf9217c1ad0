import XCTest
@testable import Skerry

final class OutboxFlushTimerTests: XCTestCase {
    func testFlushFiresAfterDelay() {
        let flushed = expectation(description: "outbox flushed")
        let timer = OutboxFlushTimer(delay: 0.5) { flushed.fulfill() }

        timer.noteChange()

        wait(for: [flushed], timeout: 3)
    }
}
