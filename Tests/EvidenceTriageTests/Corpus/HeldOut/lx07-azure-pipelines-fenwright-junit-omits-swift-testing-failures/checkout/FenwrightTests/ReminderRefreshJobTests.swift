import BackgroundTasks
import Clocks
import Foundation
import Testing
@testable import Fenwright

final class RecordingScheduler: TaskSubmitting {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

/// No OS involvement: the scheduler records requests and the clock only moves when the test says so.
@Suite struct ReminderRefreshJobTests {
    @Test func nothingSubmittedDuringQuietPeriod() async throws {
        let clock = TestClock()
        let scheduler = RecordingScheduler()
        let job = ReminderRefreshJob(scheduler: scheduler, clock: clock)
        let run = Task { try await job.finishAndScheduleNext() }
        await clock.advance(by: .seconds(10 * 60))
        #expect(scheduler.submitted.isEmpty)
        run.cancel()
    }

    @Test func nextRefreshScheduledAfterClockAdvance() async throws {
        let clock = TestClock()
        let scheduler = RecordingScheduler()
        let job = ReminderRefreshJob(scheduler: scheduler, clock: clock)
        let run = Task { try await job.finishAndScheduleNext() }
        await clock.advance(by: .seconds(30 * 60))
        try await Task.sleep(for: .milliseconds(50))
        #expect(scheduler.submitted.count == 1)
        run.cancel()
    }
}
