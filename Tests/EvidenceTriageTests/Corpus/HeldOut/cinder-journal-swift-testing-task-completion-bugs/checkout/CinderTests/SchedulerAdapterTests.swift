import BackgroundTasks
import Testing
@testable import Cinder

@Suite struct SchedulerAdapterTests {
    @Test func submitsRefreshWithEarliestBeginDate() throws {
        let scheduler = MockTaskScheduler()
        let adapter = BackgroundScheduleAdapter(scheduler: scheduler, clock: FixedClock(now: .init(timeIntervalSince1970: 0)))
        _ = adapter.scheduleRefresh()
        #expect(scheduler.submitted.first?.earliestBeginDate == Date(timeIntervalSince1970: 15 * 60))
    }

    @Test("Too many pending requests is reported as failure")
    func tooManyPendingIsReported() throws {
        let scheduler = MockTaskScheduler(submitError: BGTaskScheduler.Error(.tooManyPendingTaskRequests))
        let adapter = BackgroundScheduleAdapter(scheduler: scheduler, clock: FixedClock(now: .now))

        let result = adapter.scheduleRefresh()

        #expect(result == .failed(reason: .tooManyPending))
        #expect(adapter.pendingRefreshRecorded == false)
    }
}
