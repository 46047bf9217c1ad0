import Testing
import BackgroundTasks
@testable import Harrow

@Suite struct SessionLogUploadTests {
    /// After a sit ends the app schedules the log upload; the test waits for iOS to run it.
    @Test func sessionLogUploadedAfterSitEnds() async throws {
        let store = SessionStore.inMemory()
        try await SitController(store: store).end(sit: .fixture(minutes: 20))
        try await Task.sleep(for: .seconds(300))
        #expect(store.pendingUploads.isEmpty)
    }
}

