import BackgroundTasks
import Testing
@testable import Ferncastle

@Suite("Nightly compaction", .serialized)
struct NightlyCompactionTests {
    @Test func registersAtLaunch() throws {
        let records = try DiagnosticsReader.current().filter { $0.identifier == CompactionTask.identifier }
        #expect(records.contains { $0.phase == .registration && $0.outcome == .succeeded })
    }

    @Test func submitsCompactionRequest() throws {
        try CompactionTask.schedule(after: .now.addingTimeInterval(6 * 3600))
        let pending = try CompactionTask.pendingIdentifiers()
        #expect(pending.contains(CompactionTask.identifier))
    }
}
