import BackgroundTasks
import Testing
@testable import Larch

/// Device-lab suite: the phone sits on a charger, so the compaction request's
/// requiresExternalPower is satisfied.
@Suite(.serialized) struct NightlyCompactionTests {
    let store = TrailStore.labShared

    @Test func compactionRequestIsPending() async throws {
        try TaskScheduling.submitCompaction()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        #expect(pending.contains { $0.identifier == "app.larch.trails.compaction" })
    }

    @Test func compactionRunsWhileCharging() async throws {
        try TaskScheduling.submitCompaction()
        await LabDevice.lockAndWait(minutes: 15)
        #expect(store.lastCompaction != nil)
    }
}
