import Foundation
import Testing
@testable import Cinder

@Suite struct NightlyCompactionTests {
    @Test func compactsOldRevisions() async throws {
        let store = InMemoryRevisionStore(revisionsPerEntry: 12)
        let job = CompactionJob(store: store, keepLast: 3)
        try await job.run()
        #expect(store.revisionCount(for: "entry-1") == 3)
    }

    /// The system calls the expiration handler and gives the app a short grace period;
    /// the handler has to complete the task itself, not wait for the work to notice.
    @Test func expirationCompletesTask() async throws {
        let store = InMemoryRevisionStore(revisionsPerEntry: 5_000)
        let task = FakeProcessingTask(identifier: "com.cinderjournal.app.compaction")
        let handler = CompactionTaskHandler(job: CompactionJob(store: store, keepLast: 3, chunkDelay: .milliseconds(50)))

        handler.handle(task)
        try await Task.sleep(for: .milliseconds(100))
        task.expire()
        try await Task.sleep(for: .seconds(1))

        #expect(task.completion == .some(false))
    }
}
