import XCTest
@testable import Quokka

@MainActor
final class SnoozeTimerTests: XCTestCase {
    func testSnoozeCancelledOnPlay() async {
        let clock = FakeClock()
        let timer = SnoozeTimer(clock: clock)
        timer.snooze(for: .seconds(300)); timer.cancel()
        XCTAssertFalse(timer.hasPending)
    }

    func testSnoozeFiresAfterAdvance() async {
        let clock = FakeClock()
        let timer = SnoozeTimer(clock: clock)
        timer.snooze(for: .seconds(300))   // starts a Task that calls clock.sleep(for:)
        await Task.yield()                 // hopes the sleeper has registered by now
        clock.advance(by: .seconds(300))   // resumes only sleepers already registered
        await Task.yield()
        XCTAssertTrue(timer.didFire, "snooze did not fire after advancing 300 s")
    }
}
