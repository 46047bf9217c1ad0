import XCTest
import BackgroundTasks
@testable import Wren

final class ExportScheduleTests: XCTestCase {
    func testNightlyExportRequestsExternalPower() throws {
        let scheduler = MockTaskScheduler()
        let clock = FakeClock(now: .fixture("2026-10-20T21:00:00Z"))
        try ExportScheduler(scheduler: scheduler, clock: clock).scheduleNightlyExport()
        let request = try XCTUnwrap(scheduler.submitted.first as? BGProcessingTaskRequest)
        XCTAssertTrue(request.requiresExternalPower)
        XCTAssertEqual(request.earliestBeginDate, .fixture("2026-10-21T02:00:00Z"))
    }
}
