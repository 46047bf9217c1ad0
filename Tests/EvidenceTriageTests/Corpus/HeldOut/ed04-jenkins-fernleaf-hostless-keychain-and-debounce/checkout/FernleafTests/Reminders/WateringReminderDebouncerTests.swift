import XCTest
@testable import Fernleaf

final class WateringReminderDebouncerTests: XCTestCase {

    func testSingleEditReschedulesOnce() {
        let rescheduled = expectation(description: "rescheduled")
        let sut = WateringReminderDebouncer(quietPeriod: 0.05) { rescheduled.fulfill() }
        sut.plantDidChange()
        wait(for: [rescheduled], timeout: 1)
    }

    func testBurstOfEditsCoalescesIntoSingleReschedule() {
        var count = 0
        let rescheduled = expectation(description: "rescheduled")
        let sut = WateringReminderDebouncer(quietPeriod: 0.25) {
            count += 1
            rescheduled.fulfill()
        }
        let start = Date()
        for _ in 0..<10 { sut.plantDidChange() }
        wait(for: [rescheduled], timeout: 3)
        let settled = Date().timeIntervalSince(start)
        XCTAssertEqual(count, 1)
        XCTAssertLessThan(settled, 0.5, "reschedule settled after \(settled)s")
    }
}
