import XCTest
@testable import Brindle

final class NightlySyncScheduleTests: XCTestCase {
    func testNightlySyncRequestedFor2am() throws {
        let scheduler = MockTaskScheduler()
        let clock = FixedClock(now: "2026-11-27T21:15:00+01:00", timeZone: "Europe/Berlin")
        try NightlySync(scheduler: scheduler, clock: clock).schedule()
        XCTAssertEqual(scheduler.submitted.first?.earliestBeginDate, clock.date("2026-11-28T02:00:00+01:00"))
    }
}
