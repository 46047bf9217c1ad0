import BackgroundTasks
import XCTest
@testable import Pitchside

final class MockTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func submit(_ request: BGTaskRequest) throws { submitted.append(request) }
}

final class FixtureRefreshPlannerTests: XCTestCase {
    func testSubmitsOneRequest() throws {
        let scheduler = MockTaskScheduler()
        try FixtureRefreshPlanner(scheduler: scheduler, homeTimeZone: .gmt).planNext(after: Date())
        XCTAssertEqual(scheduler.submitted.count, 1)
    }

    func testEarliestBeginDateIsNextLocalMidnight() throws {
        let scheduler = MockTaskScheduler()
        let chicago = TimeZone(identifier: "America/Chicago")!
        let now = ISO8601DateFormatter().date(from: "2026-12-06T20:10:00Z")!        // 14:10 in Chicago
        try FixtureRefreshPlanner(scheduler: scheduler, homeTimeZone: chicago).planNext(after: now)
        let begin = scheduler.submitted.first?.earliestBeginDate
        XCTAssertEqual(begin, ISO8601DateFormatter().date(from: "2026-12-07T06:00:00Z"))  // 00:00 in Chicago
    }
}
