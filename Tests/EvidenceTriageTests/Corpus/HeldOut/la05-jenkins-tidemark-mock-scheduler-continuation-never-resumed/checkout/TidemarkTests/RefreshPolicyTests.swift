import Testing
import Foundation
@testable import Tidemark

struct RefreshPolicyTests {
    @Test func earliestBeginDateIsNextHighTide() throws {
        let clock = FixedClock(now: Date(timeIntervalSince1970: 1_796_795_880)) // 2026-12-09 05:58 UTC
        let tides = TideTable.fixture(highs: ["2026-12-09T07:12:00Z", "2026-12-09T19:31:00Z"])
        let scheduler = MockTaskScheduler()
        let refresher = AlertRefresher(policy: RefreshPolicy(tides: tides, clock: clock), scheduler: scheduler)

        try refresher.scheduleNext()


        #expect(scheduler.submitted.first?.earliestBeginDate == tides.nextHigh(after: clock.now))
    }

    @Test func earliestBeginDateIsNeverInThePast() throws {
        let clock = FixedClock(now: .now)
        #expect(RefreshPolicy(tides: .fixture(highs: []), clock: clock).earliestBeginDate() >= clock.now)
    }
}
