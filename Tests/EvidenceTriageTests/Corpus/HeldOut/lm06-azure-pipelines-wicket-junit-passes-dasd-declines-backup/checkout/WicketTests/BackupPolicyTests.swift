import XCTest
@testable import Wicket

final class BackupPolicyTests: XCTestCase {
    func testEarliestBeginIsNextNight2AM() throws {
        let mock = MockTaskScheduler()
        let clock = FixedClock(now: ISO8601DateFormatter().date(from: "2026-11-23T18:30:00+01:00")!)
        try BackupPolicy(scheduler: mock, clock: clock, timeZone: TimeZone(identifier: "Europe/Berlin")!).scheduleNext()
        XCTAssertEqual(mock.submitted.first?.earliestBeginDate, ISO8601DateFormatter().date(from: "2026-11-24T02:00:00+01:00"))
    }
}
