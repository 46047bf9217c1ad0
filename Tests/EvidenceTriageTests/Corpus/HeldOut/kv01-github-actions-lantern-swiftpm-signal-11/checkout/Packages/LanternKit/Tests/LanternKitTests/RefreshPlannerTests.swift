import XCTest
@testable import LanternKit

final class RefreshPlannerTests: XCTestCase {
    func testNextRefreshIsOneHourAfterLastSuccessfulSync() throws {
        let scheduler = MockTaskScheduler()
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_786_000_000))
        let planner = RefreshPlanner(scheduler: scheduler, clock: clock)
        planner.recordSync(at: clock.now.addingTimeInterval(-600))
        try planner.scheduleNext()
        let request = try XCTUnwrap(scheduler.submitted.last)
        XCTAssertEqual(request.earliestBeginDate, clock.now.addingTimeInterval(3000), "next refresh must be 1 h after the last sync, not 1 h after now")
    }

    func testPlannerDoesNotResubmitWhilePending() throws {
        let scheduler = MockTaskScheduler()
        let planner = RefreshPlanner(scheduler: scheduler, clock: FixedClock(now: .now))
        try planner.scheduleNext()
        try planner.scheduleNext()
        XCTAssertEqual(scheduler.submitted.count, 1)
    }
}
