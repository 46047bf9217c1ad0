import Testing
import BackgroundTasks
@testable import Saltreed

@Suite(.serialized) struct OvernightSyncTests {
    @Test func submitsProcessingRequest() throws {
        try OvernightSync.shared.schedule()
        #expect(OvernightSync.shared.lastRequest?.identifier == "com.saltreed.app.overnight")
    }

    @Test func syncRunsAfterSubmit() async throws {
        try OvernightSync.shared.schedule()
        try await Task.sleep(for: .seconds(120))
        #expect(OvernightSync.shared.runCount == 1)
    }
}
