import Testing
import FerruleShared
@testable import Ferrule

@Suite struct BackupSchedulerSuite {
    @Test func backupRunsAfterBackgrounding() async throws {
        let store = BackupRunStore.inMemory()
        BackupScheduler.shared.runStore = store
        try BackupScheduler.shared.enqueueNightly()
        try await Task.sleep(for: .seconds(60))
        #expect(store.completedRuns == 1)
    }
}
