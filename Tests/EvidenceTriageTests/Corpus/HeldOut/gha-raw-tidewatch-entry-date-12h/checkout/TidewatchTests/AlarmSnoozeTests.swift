import XCTest
@testable import Tidewatch

final class AlarmSnoozeTests: XCTestCase {

    func testSnoozeExpiresAfterInterval() {
        let clock = TestClock()
        let alarm = LowAlarm(clock: clock)
        alarm.snooze(for: 0.2)
        let expired = expectation(description: "snooze expired")
        alarm.onSnoozeExpired = { expired.fulfill() }
        clock.advance(by: 0.25)
        wait(for: [expired], timeout: 0.5)
    }
}
