import XCTest
@testable import Ibis

final class RefreshPlannerTests: XCTestCase {
    func testFirstRefreshIsOneHourOut() throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_788_336_000))
        let scheduler = FakeTaskScheduler()
        let planner = RefreshPlanner(scheduler: scheduler, clock: clock)
        try planner.scheduleNext(after: .success)
        XCTAssertEqual(scheduler.submitted.last?.earliestBeginDate, clock.now.addingTimeInterval(60 * 60))
    }

    func testBackoffAfterFailedRefresh() throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_788_336_000))
        let scheduler = FakeTaskScheduler()
        let planner = RefreshPlanner(scheduler: scheduler, clock: clock)
        try planner.scheduleNext(after: .failure(attempt: 2))
        XCTAssertEqual(scheduler.submitted.last?.earliestBeginDate, clock.now.addingTimeInterval(30 * 60))
    }
}
