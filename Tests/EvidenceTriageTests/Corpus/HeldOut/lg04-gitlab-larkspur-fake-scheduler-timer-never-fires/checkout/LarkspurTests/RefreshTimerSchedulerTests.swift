import Testing
@testable import Larkspur

@Suite struct RefreshTimerSchedulerTests {
    @Test(.timeLimit(.minutes(1)))
    func armedTimerFires() async {
        let scheduler = RefreshTimerScheduler(clock: SystemMillisClock())
        await withCheckedContinuation { continuation in
            scheduler.arm(atMillis: scheduler.nowMillis() + 50) { continuation.resume() }
        }
    }

    // Returning at all is the assertion: a timer that never fires hangs here until the time limit.
    @Test(.timeLimit(.minutes(1)))
    func armedTimerFiresWhenDeadlineAlreadyPassed() async {
        let clock = ManualMillisClock(now: 10_000)
        let scheduler = RefreshTimerScheduler(clock: clock)
        await withCheckedContinuation { continuation in
            scheduler.arm(atMillis: 9_000) { continuation.resume() }
        }
    }
}
