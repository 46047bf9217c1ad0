import Foundation
import Testing
@testable import Marlow

@Suite struct RefreshPolicyTests {
    @Test func nextSyncIsFifteenMinutesOut() {
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_765_011_600)) // 2026-12-06 09:00:00 UTC
        let request = SyncPolicy(clock: clock).nextRequest()
        #expect(request.earliestBeginDate == clock.now.addingTimeInterval(15 * 60))
    }

    @Test func requestUsesHabitSyncIdentifier() {
        #expect(SyncPolicy().nextRequest().identifier == SyncPolicy.habitSyncID)
    }
}
