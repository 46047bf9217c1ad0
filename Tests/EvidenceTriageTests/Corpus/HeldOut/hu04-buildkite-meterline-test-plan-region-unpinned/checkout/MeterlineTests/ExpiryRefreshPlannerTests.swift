import XCTest
@testable import Meterline

final class ExpiryRefreshPlannerTests: XCTestCase {
    func testRefreshRequestedTenMinutesBeforeExpiry() throws {
        let scheduler = FakeTaskScheduler()
        let planner = ExpiryRefreshPlanner(scheduler: scheduler)
        let expiry = ISO8601DateFormatter().date(from: "2026-11-19T18:00:00Z")!

        try planner.planRefresh(forSessionEndingAt: expiry)

        let request = try XCTUnwrap(scheduler.submitted.first)
        XCTAssertEqual(request.identifier, ExpiryRefreshPlanner.identifier)
        XCTAssertEqual(request.earliestBeginDate, expiry.addingTimeInterval(-10 * 60),
                       "refresh should be requested 10 min before the meter expires")
    }
}
