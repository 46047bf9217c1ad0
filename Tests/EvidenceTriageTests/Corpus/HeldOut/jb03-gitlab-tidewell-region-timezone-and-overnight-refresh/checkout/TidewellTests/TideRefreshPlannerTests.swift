import XCTest
@testable import Tidewell

/// The planner is tested against FakeTaskScheduler: nothing is handed to the OS here.
final class TideRefreshPlannerTests: XCTestCase {
    private let dublin = TimeZone(identifier: "Europe/Dublin")!

    func testNextRefreshIsLocalMidnight() throws {
        let scheduler = FakeTaskScheduler()
        let clock = FixedClock(now: ISO8601DateFormatter().date(from: "2026-10-25T18:30:00Z")!)
        let planner = TideRefreshPlanner(scheduler: scheduler, clock: clock, timeZone: dublin)

        try planner.planOvernightRefresh()

        let request = try XCTUnwrap(scheduler.submitted.first)
        // Clocks went back at 02:00 on 25 October, so local midnight on the 26th is 00:00 UTC.
        XCTAssertEqual(request.earliestBeginDate, ISO8601DateFormatter().date(from: "2026-10-26T00:00:00Z"))
    }

    func testRefreshRequiresNetwork() throws {
        let scheduler = FakeTaskScheduler()
        let planner = TideRefreshPlanner(scheduler: scheduler, clock: FixedClock(now: Date()), timeZone: dublin)
        try planner.planOvernightRefresh()
        XCTAssertEqual(scheduler.submitted.first?.requiresNetworkConnectivity, true)
    }
}
