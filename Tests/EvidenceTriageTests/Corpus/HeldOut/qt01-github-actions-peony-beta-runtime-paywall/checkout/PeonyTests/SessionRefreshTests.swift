import XCTest
import BackgroundTasks
@testable import Peony

final class SessionRefreshTests: XCTestCase {
    func testScheduleUsesNextMidnight() throws {
        let clock = FixedClock(now: ISO8601DateFormatter().date(from: "2026-03-14T21:40:00Z")!)
        let scheduler = RecordingTaskScheduler()
        let planner = DailySessionRefresh(scheduler: scheduler, clock: clock, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        try planner.scheduleNext()
        let request = try XCTUnwrap(scheduler.submitted.first as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate, ISO8601DateFormatter().date(from: "2026-03-14T23:00:00Z"))
    }
}
