import XCTest
@testable import Ledgerly

final class NightlyCompactionTests: XCTestCase {

    func testSchedulesWithExternalPower() throws {
        let scheduler = FakeTaskScheduler()
        try NightlyCompaction(scheduler: scheduler, clock: TestClock("2026-12-04T20:00:00Z"),
                              timeZone: TimeZone(identifier: "UTC")!).scheduleNext()
        XCTAssertEqual((scheduler.submitted.first as? BGProcessingTaskRequest)?.requiresExternalPower, true)
    }

    /// 20:00 UTC, user in UTC: the next 02:00 is six hours away.
    func testCompactionRunsAfterEarliestBeginDate() throws {
        let scheduler = FakeTaskScheduler()
        let clock = TestClock("2026-12-04T20:00:00Z")
        let compaction = NightlyCompaction(scheduler: scheduler, clock: clock, timeZone: TimeZone(identifier: "UTC")!)
        try compaction.scheduleNext()

        clock.advance(hours: 6.5)
        scheduler.runDue(at: clock.now)

        XCTAssertEqual(scheduler.launched.count, 1,
                       "compaction should have run once the fake clock passed earliestBeginDate (\(String(describing: scheduler.submitted.first?.earliestBeginDate)))")
    }
}
