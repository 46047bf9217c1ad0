import XCTest
@testable import Tidewell

final class SleepTimerTests: XCTestCase {
    func testStopFiresAtDuration() {
        let clock = ManualClock()
        let timer = SleepTimer(clock: clock)
        var stopped = false
        timer.start(duration: 600, setVolume: { _ in }, onStop: { stopped = true })
        clock.advance(by: 599)
        XCTAssertFalse(stopped)
        clock.advance(by: 1)
        XCTAssertTrue(stopped)
    }

    func testFadeStartsThirtySecondsBeforeStop() {
        let clock = ManualClock()
        let timer = SleepTimer(clock: clock)
        timer.start(duration: 600, setVolume: { _ in }, onStop: {})
        clock.advance(by: 570)
        XCTAssertTrue(timer.volumes.isEmpty)
        clock.advance(by: 3)
        XCTAssertEqual(timer.volumes.count, 1)
    }

    func testFadeOutReachesZeroBeforeStop() {
        let clock = ManualClock()
        let timer = SleepTimer(clock: clock)
        timer.start(duration: 600, setVolume: { _ in }, onStop: {})
        clock.advance(by: 600)
        XCTAssertEqual(timer.volumes.count, 10)
        XCTAssertEqual(timer.volumes.last, 0.0, "the last fade step must be silent")
    }
}
