@testable import Clearwater
import BackgroundTasks
import Foundation
import Testing

private final class FakeScheduler: TaskSubmitting {
    var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

private struct FixedClock: NowProviding {
    var now: Date
}

struct TimelineRefreshSchedulerTests {
    private let clock = FixedClock(now: ISO8601DateFormatter().date(from: "2026-12-06T10:00:00Z")!)

    @Test func submitsOneRequest() throws {
        let scheduler = FakeScheduler()
        try TimelineRefreshScheduler(scheduler: scheduler, clock: clock).schedule()
        #expect(scheduler.submitted.count == 1)
    }

    @Test func earliestBeginDateIsFifteenMinutesOut() throws {
        let request = try TimelineRefreshScheduler(scheduler: FakeScheduler(), clock: clock).schedule()
        #expect(request.earliestBeginDate == clock.now.addingTimeInterval(900))
    }
}
