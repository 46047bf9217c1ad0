import XCTest
import BackgroundTasks
@testable import LanternReader

final class FeedRefreshSchedulerTests: XCTestCase {
    func testDailyIntervalSchedulesAtDueDate() throws {
        let clock = FakeClock(now: Date(timeIntervalSince1970: 1_786_000_000))
        let scheduler = FakeTaskScheduler()
        let refresher = FeedRefreshScheduler(scheduler: scheduler, clock: clock, defaults: .ephemeral())
        refresher.updateInterval = .hours(6)
        refresher.lastSuccessfulUpdate = clock.now
        try refresher.scheduleNext()
        XCTAssertEqual(scheduler.submitted.last?.earliestBeginDate, clock.now.addingTimeInterval(6 * 3600))
    }

    func testWeeklyIntervalSchedulesAtDueDate() throws {
        let clock = FakeClock(now: Date(timeIntervalSince1970: 1_786_000_000))
        let scheduler = FakeTaskScheduler()
        let refresher = FeedRefreshScheduler(scheduler: scheduler, clock: clock, defaults: .ephemeral())
        refresher.updateInterval = .days(7)
        refresher.lastSuccessfulUpdate = clock.now
        try refresher.scheduleNext()
        let request = try XCTUnwrap(scheduler.submitted.last as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate, clock.now.addingTimeInterval(7 * 24 * 3600))
    }
}
