import Foundation
import Testing
@testable import Relaymesh

@MainActor
@Suite struct BackgroundSyncCoordinatorTests {
    let env = SyncTestEnvironment(now: "2026-09-14T10:00:00Z",
                                  lastSyncAt: "2026-09-14T04:00:00Z",
                                  interval: .hours(6))

    @Test func failedSyncKeepsPreviousLastSyncTime() async {
        env.sync.result = false
        _ = await env.coordinator.deliver(.appRefresh)
        #expect(env.settings.lastSyncAt == env.date("2026-09-14T04:00:00Z"))
    }

    @Test func successfulBackgroundSyncUpdatesLastSyncTime() async {
        env.sync.result = true
        let ok = await env.coordinator.deliver(.processing)
        #expect(ok)
        #expect(env.settings.lastSyncAt == env.clock.now)
    }

    @Test func deliveredTaskRearmsFromFreshCompletion() async {
        env.sync.result = true
        _ = await env.coordinator.deliver(.appRefresh)
        // After a successful run at 10:00 the next window opens one interval later.
        #expect(env.scheduler.earliestBegin(for: .appRefresh) == env.date("2026-09-14T16:00:00Z"))
        #expect(env.scheduler.earliestBegin(for: .processing) == env.date("2026-09-14T16:00:00Z"))
    }

    @Test func neverSchedulesSoonerThanMinimumDelay() async {
        env.settings.lastSyncAt = nil
        env.coordinator.scheduleFromCurrentSettings()
        #expect(env.scheduler.earliestBegin(for: .appRefresh)! >= env.clock.now.addingTimeInterval(15 * 60))
    }
}
