import XCTest
@testable import Marlpit

final class QuoteSchedulerPolicyTests: XCTestCase {
    func testNextRunIsFifteenMinutesOut() throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_788_000_000))
        let fake = FakeTaskScheduler()
        let policy = QuoteRefreshPolicy(clock: clock, scheduler: fake)
        try policy.rescheduleAfterRun(succeeded: true)
        XCTAssertEqual(fake.submitted.last?.earliestBeginDate, clock.now.addingTimeInterval(15 * 60))
    }
}
