import BackgroundTasks
import Testing
@testable import Meshwork

@Suite struct MeshSyncSchedulingTests {
    @Test func processingTaskRunsOvernight() async throws {
        try BGTaskScheduler.shared.submit(MeshSync.processingRequest(earliest: .now.addingTimeInterval(5)))
        try await Task.sleep(for: .seconds(90))
        #expect(DiagnosticsRecorder.shared.launches(of: MeshSync.identifier) > 0)
    }
}
