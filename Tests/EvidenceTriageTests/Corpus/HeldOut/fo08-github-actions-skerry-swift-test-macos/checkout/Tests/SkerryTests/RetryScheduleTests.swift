import Testing
@testable import Skerry

@Suite struct RetryScheduleTests {
    let schedule = RetrySchedule()

    @Test func firstRetryWaitsThirtySeconds() {
        #expect(schedule.delay(forAttempt: 1) >= 30)
    }

    @Test func delaysNeverDecrease() {
        let delays = (1...8).map(schedule.delay(forAttempt:))
        #expect(delays == delays.sorted())
    }

    @Test func backoffCapsAtOneHour() {
        #expect(schedule.delay(forAttempt: 12) == 3600)
    }
}
