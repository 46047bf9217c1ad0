import Testing
import BackgroundTasks
@testable import Sable

/// Runs on the lab iPhone attached to the GitLab runner.
@Suite(.serialized) struct BackgroundSyncTimingTests {
    @Test func refreshRequestIsPending() async throws {
        try BackgroundSyncScheduler.shared.submitRefresh(earliest: nil)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        #expect(pending.contains { $0.identifier == BackgroundSyncScheduler.taskIdentifier })
    }

    @Test(.timeLimit(.minutes(20))) func syncFiresWithinFifteenMinutes() async throws {
        SyncRunRecorder.shared.reset()
        try BackgroundSyncScheduler.shared.submitRefresh(earliest: nil)   // no earliestBeginDate: "as soon as iOS allows"
        try await Task.sleep(for: .seconds(16 * 60))
        #expect(SyncRunRecorder.shared.runs.count >= 1, "background sync should have run within 15 minutes of scheduling")
    }
}
