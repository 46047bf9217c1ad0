import XCTest
@testable import Ferrybell

final class DigestQueueTests: XCTestCase {
    func testQueueDrainsAfterManualClockAdvance() async {
        let clock = ManualClock()
        let queue = DigestQueue(clock: clock)
        queue.enqueue(.sample(route: "F2"), after: 15 * 60)
        await clock.advance(by: .seconds(15 * 60))
        queue.drainDue()
        XCTAssertEqual(queue.sent.count, 1)
    }
}
