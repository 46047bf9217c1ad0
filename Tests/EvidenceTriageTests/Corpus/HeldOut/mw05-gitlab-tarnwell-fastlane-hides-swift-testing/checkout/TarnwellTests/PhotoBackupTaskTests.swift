import Testing
import BackgroundTasks
@testable import Tarnwell

@Suite(.serialized) struct PhotoBackupTaskTests {
    @Test func submitsBackupRequest() throws {
        try PhotoBackupScheduler.shared.submit(after: .seconds(60))
        #expect(PhotoBackupScheduler.shared.pendingIdentifiers.contains("com.tarnwell.photos.backup"))
    }

    /// Submit for real and give iOS five minutes to run the processing task.
    @Test func systemRunsBackupWithinFiveMinutes() async throws {
        setenv("EVIDENCE_TEST_ID", "PhotoBackupTaskTests/systemRunsBackupWithinFiveMinutes()", 1)
        let store = BackupStore.shared
        try PhotoBackupScheduler.shared.submit(after: .seconds(1))
        try await Task.sleep(for: .seconds(300))
        #expect(store.lastBackupDate != nil)
    }
}
