import XCTest
@testable import CairnCore

final class RetryScheduleTests: XCTestCase {
    func testFirstRetryUsesBaseDelay() {
        let schedule = RetrySchedule(base: 15, cap: 600)
        XCTAssertEqual(schedule.delay(forAttempt: 1), 15)
    }

    func testBackoffCapsAtMaximum() {
        let schedule = RetrySchedule(base: 15, cap: 600)
        XCTAssertEqual(schedule.delay(forAttempt: 6), 480)
        XCTAssertEqual(schedule.delay(forAttempt: 7), 600)
        XCTAssertEqual(schedule.delay(forAttempt: 12), 600)
    }
}
