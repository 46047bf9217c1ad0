import XCTest
@testable import Wavelength

final class SleepTimerTests: XCTestCase {
    func testSleepTimerDoesNotFireEarly() {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_790_000_000))
        let timer = SleepTimer(clock: clock)
        var fired = false
        timer.onFire = { fired = true }
        timer.start(minutes: 30)
        clock.advance(by: 29 * 60)
        timer.tick()
        XCTAssertFalse(fired)
    }
}
